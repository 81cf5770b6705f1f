/**
 * One form of each kind, a visitor's, a member's and an admin's, with good values and the field
 * the rule for text from outside is tried on.
 */
import * as adminRoute from '../../app/routes/admin';
import * as authRoute from '../../app/routes/auth';
import * as contactRoute from '../../app/routes/contact';
import * as detailRoute from '../../app/routes/discussion-detail';
import * as labResultsRoute from '../../app/routes/admin-lab-results';
import * as newDiscussionRoute from '../../app/routes/new-discussion';
import * as pricesRoute from '../../app/routes/admin-prices';
import * as profileRoute from '../../app/routes/profile';
import * as vendorRoute from '../../app/routes/vendor-detail';
import * as vendorsRoute from '../../app/routes/admin-vendors';
import { bpcPrice as price, daysAgo } from './editorial-test-utils';
import { labResult, vendor } from './editor-form-values';
import { world, type Form } from './outside-text-world';

const nul = 'before\u0000after';
const asMember = () => world.member;
const asAdmin = () => world.admin;
const onDiscussion = () => ({ id: world.discussionId });
const onVendor = () => ({ vendorSlug: 'peptide-sciences' });
const signUp = { intent: 'sign-up', username: 'lab_rat', displayName: 'Lab Rat' };

export const forms: Record<string, Form> = {
  'the contact message': {
    route: contactRoute,
    path: '/contact',
    fields: () => ({ name: 'Ann', message: `Hello there, ${nul}` }),
    field: 'message',
  },
  'the contact name': {
    route: contactRoute,
    path: '/contact',
    fields: () => ({ name: nul, message: 'Hello there, operators.' }),
    field: 'name',
  },
  'the sign-in identifier': {
    route: authRoute,
    path: '/auth',
    fields: () => ({ intent: 'sign-in', identifier: `member_one${nul}`, password: 'x-secret-1' }),
    field: 'identifier',
  },
  'the sign-in password': {
    route: authRoute,
    path: '/auth',
    fields: () => ({ intent: 'sign-in', identifier: 'member_one', password: `pw${nul}` }),
    field: 'password',
  },
  'the sign-up e-mail': {
    route: authRoute,
    path: '/auth',
    fields: () => ({ ...signUp, email: `a${nul}@example.test`, password: 'secret-42' }),
    field: 'email',
  },
  'the sign-up display name': {
    route: authRoute,
    path: '/auth',
    fields: () => ({ ...signUp, displayName: nul, email: 'a@example.test', password: 'secret-42' }),
    field: 'displayName',
  },
  'a discussion title': {
    route: newDiscussionRoute,
    path: '/community/new-discussion',
    fields: () => ({ title: nul, content: 'Body' }),
    field: 'title',
    as: asMember,
  },
  'a comment': {
    route: detailRoute,
    path: '/community/discussion/x',
    fields: () => ({ intent: 'comment', content: nul }),
    field: 'content',
    as: asMember,
    params: onDiscussion,
  },
  'a flag note': {
    route: detailRoute,
    path: '/community/discussion/x',
    fields: () => ({
      intent: 'flag',
      kind: 'discussion',
      id: world.discussionId,
      reason: 'spam',
      note: nul,
    }),
    field: 'note',
    as: asMember,
    params: onDiscussion,
  },
  'a review': {
    route: vendorRoute,
    path: '/vendors/peptide-sciences',
    fields: () => ({ intent: 'review', rating: '4', comment: nul }),
    field: 'comment',
    as: asMember,
    params: onVendor,
  },
  'the profile display name': {
    route: profileRoute,
    path: '/profile',
    fields: () => ({ intent: 'update-profile', displayName: nul, username: 'member_one' }),
    field: 'displayName',
    as: asMember,
  },
  'a moderation reason': {
    route: adminRoute,
    path: '/admin',
    fields: () => ({
      intent: 'moderate',
      kind: 'review',
      id: world.reviewId,
      decision: 'approve',
      reason: nul,
    }),
    field: 'reason',
    as: asAdmin,
  },
  'a flag decision reason': {
    route: adminRoute,
    path: '/admin',
    fields: () => ({
      intent: 'flags',
      kind: 'discussion',
      id: world.discussionId,
      decision: 'hide',
      reason: nul,
    }),
    field: 'reason',
    as: asAdmin,
  },
  'a price note': {
    route: pricesRoute,
    path: '/admin/prices',
    fields: () => ({ ...price, notes: nul }),
    field: 'notes',
    as: asAdmin,
  },
  'a CSV cell': {
    route: pricesRoute,
    path: '/admin/prices',
    fields: () => ({
      intent: 'csv',
      csv: `vendor,peptide,amount,unit,price,observed_on,source_url\nswiss-chems${nul},BPC-157,5,mg,25,${daysAgo(1)},https://swisschems.is/x`,
    }),
    field: 'csv',
    as: asAdmin,
  },
  'a lab name': {
    route: labResultsRoute,
    path: '/admin/lab-results',
    fields: () => ({ ...labResult, lab: nul }),
    field: 'lab',
    as: asAdmin,
  },
  'a vendor description': {
    route: vendorsRoute,
    path: '/admin/vendors',
    fields: () => ({ ...vendor, description: nul }),
    field: 'description',
    as: asAdmin,
  },
};
