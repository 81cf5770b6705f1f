/**
 * /methods, second half: trust scores, ratings, the Verified badge, the stack Score and the
 * vendor facts. These figures came with the site's source data without a record of how they were
 * made; the page says exactly that rather than describe a method nobody can show.
 */
import { MethodsSection } from './methods-section';

const notRecorded = 'editorial score; how it was made is not recorded';

export function TrustScoreMethod() {
  return (
    <MethodsSection id="trust-scores">
      <p>
        The trust score (out of 100) on directory cards is an {notRecorded}. No source is recorded
        for it, so treat it as unverified. It is not a lab result and not a member rating.
      </p>
      <p>
        The directory&apos;s &ldquo;Trust Score&rdquo; sort lists the highest first; ties follow by
        rating, then by name. The &ldquo;Employees&rdquo; figure on a vendor page is an estimate
        made from the trust score (over 85: 50-100, over 75: 25-50, otherwise 10-25), not a count.
      </p>
    </MethodsSection>
  );
}

export function RatingMethod() {
  return (
    <MethodsSection id="ratings">
      <p>
        The star rating out of 10 on the directory, the vendor pages and the price comparison is an{' '}
        {notRecorded}. It is not worked out from member reviews, and member reviews do not change
        it. On the price comparison its label follows from it: 9 or more &ldquo;Excellent&rdquo;, 8
        or more &ldquo;Very Good&rdquo;, otherwise &ldquo;Good&rdquo;.
      </p>
      <p>
        <strong>Member reviews</strong> are separate: a signed-in member gives a vendor 1 to 5 stars
        and an optional comment, once per vendor. A review appears after an admin approves it; the
        vendor page shows the average of the approved reviews beside them.
      </p>
    </MethodsSection>
  );
}

export function VerifiedMethod() {
  return (
    <MethodsSection id="verified">
      <p>
        &ldquo;Verified&rdquo; on a peptide or stack card is a mark that came with the catalogue
        data: an {notRecorded.replace('score', 'mark')}. It does not mean that Peptidia or a lab
        tested the product, and it says nothing about any vendor&apos;s batch. For test results, see
        the lab grades above.
      </p>
    </MethodsSection>
  );
}

export function StackScoreMethod() {
  return (
    <MethodsSection id="stack-score">
      <p>
        The &ldquo;Score&rdquo; on a featured stack (out of 100) is an {notRecorded}. It does not
        measure how well a combination works: apart from semaglutide with cagrilintide, no stack
        listed here has been tested as a whole in controlled trials.
      </p>
    </MethodsSection>
  );
}

export function VendorFactsMethod() {
  return (
    <MethodsSection id="vendor-facts">
      <p>
        A vendor&apos;s founding year, location, dispatch time, trust score and shipping fees are
        directory data with no recorded source: they are <strong>unverified</strong>. Peptidia has
        not checked them with the vendor or any register.
      </p>
      <p>
        The shipping fees on a vendor page follow one rule rather than each vendor&apos;s own terms:
        &ldquo;$9.99 domestic, Free over $200&rdquo; for vendors whose price range starts at $95,
        otherwise &ldquo;$12.99 domestic, Free over $150&rdquo;. Check the store before ordering.
      </p>
    </MethodsSection>
  );
}
