/**
 * /methods, first half: how lab grades and prices are made and when they go stale. Every rule
 * here is the one the pages apply (features/prices/freshness.ts, the directory's sort); where the
 * data does not record how a figure was made, the text says so instead of guessing.
 */
import { labGradeDescriptions, labGrades } from '~/data/vendor-types';
import { GRADE_MIN_TESTS, PRICE_FRESH_DAYS } from '~/features/prices/freshness';
import { relativeAgeDays } from '~/features/prices/price-age';
import { MethodsSection } from './methods-section';

function GradeScale() {
  return (
    <ul aria-label="Grade scale" className="flex flex-wrap gap-2">
      {labGrades.map((grade) => (
        <li key={grade} className="rounded border border-slate-300 px-2 py-1 text-slate-800">
          <span className="font-bold">{grade}</span> {labGradeDescriptions[grade]}
        </li>
      ))}
    </ul>
  );
}

export function LabGradeMethod() {
  return (
    <MethodsSection id="lab-grades">
      <p>
        A lab grade is a letter from A to E given to one vendor for one peptide. Today only
        Tirzepatide is graded. The letters read:
      </p>
      <GradeScale />
      <p>
        <strong>What it rests on.</strong> Independent third-party tests of samples bought from the
        vendor. Each grade is entered by an editor with the lab that tested it, the test date, the
        re-test date, the number of tests behind the grade and, where recorded, the purity, the
        measured amount against the label and a link to the certificate of analysis. The scores out
        of 10 beside a grade (overall, purity, potency, the testing lab&apos;s own record) are
        editorial summaries of those tests.
      </p>
      <p>
        <strong>What is not recorded.</strong> The rule that turns test results into a letter or a
        score is not recorded with the data: the letter is the grade the editor entered.
      </p>
      <p>
        <strong>Limited data.</strong> A grade that rests on fewer than {GRADE_MIN_TESTS} tests says
        &ldquo;limited data&rdquo;.
      </p>
      <p>
        <strong>Re-test and expiry.</strong> A grade is current until its re-test date. After that
        the vendor page marks it as past its re-test date, with its dates: a historical result, to
        be checked against a recent certificate of analysis. Old results are never overwritten; a
        new test result becomes the current grade.
      </p>
      <p>
        <strong>Sorting by grade.</strong> The vendor directory&apos;s &ldquo;Lab Testing
        Grade&rdquo; sort counts A as 5, B as 4, C as 3, D as 2, E as 1 and no grade as 0, best
        first. Vendors with the same grade follow by rating (highest first), then by name; each card
        names the figures it was sorted by.
      </p>
    </MethodsSection>
  );
}

export function PriceMethod() {
  return (
    <MethodsSection id="prices">
      <p>
        Each price is an observation: a vendor&apos;s listed price in US dollars for one product and
        amount, the day an editor saw it, the page it was seen on and who entered it. A newer
        observation of the same product replaces the older one as the current price; the history
        stays.
      </p>
      <p>
        <strong>Read from vendors&apos; shops.</strong> Where a vendor publishes its catalogue (a
        Shopify or WooCommerce shop, a Google Merchant product feed, or product pages that describe
        their offers), the site reads it on a schedule, one request at a time and as its robots.txt
        allows. An editor matches each product to a peptide and vial size once. A new price within
        40&nbsp;% of the last one is published at once; a bigger change waits for an editor. When a
        reading fails, the old prices stay.
      </p>
      <p>
        <strong>&ldquo;checked 3 hours ago&rdquo;.</strong> Every price says when it was last
        confirmed: for a price read from a shop, the last successful reading, even if the price had
        not changed; for a price an editor entered, the day they saw it. Recent readings say how
        long ago; after {relativeAgeDays} days, and on pages kept for longer than a minute, the
        date.
      </p>
      <p>
        <strong>Stale prices.</strong> A price stays current for {PRICE_FRESH_DAYS} days after it
        was last confirmed. An older price is labelled stale with its date and never counts as
        &ldquo;best value&rdquo;. &ldquo;Prices as of&rdquo; names the month of the oldest current
        price, so one fresh row never makes a whole table look fresh.
      </p>
      <p>
        <strong>Dates of the first prices.</strong> The prices the site started with were recorded
        only as &ldquo;July 2025&rdquo;, so each of them is dated 1 July 2025.
      </p>
    </MethodsSection>
  );
}
