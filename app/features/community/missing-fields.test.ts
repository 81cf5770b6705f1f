import { describe, expect, it } from 'vitest';
import { missingComment, missingDiscussionFields } from './missing-fields';

describe('what a community form still needs', () => {
  it('asks for a comment or reply while the box is blank after trimming', () => {
    expect(missingComment('', false)).toBe('Write a comment to post it');
    expect(missingComment('  \n ', true)).toBe('Write a reply to post it');
    expect(missingComment(' ok ', false)).toBeUndefined();
  });

  it('names the discussion fields still blank', () => {
    expect(missingDiscussionFields('', ' ')).toBe('Add a title and content to submit');
    expect(missingDiscussionFields('', 'Body')).toBe('Add a title to submit');
    expect(missingDiscussionFields('Title', '  ')).toBe('Add content to submit');
    expect(missingDiscussionFields('Title', 'Body')).toBeUndefined();
  });
});
