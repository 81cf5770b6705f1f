/**
 * Hosts that may not stand as a reference's checked copy: peptide shops, clinics and the sites
 * that sell for them. /methods promises that the copy read was the journal's page, a PubMed or
 * PubMed Central record, a university or library record of the paper, or a regulator's notice or
 * label; a seller's copy of an abstract may be edited, cut or out of date.
 */
const commercialHosts = [
  'peptidesdossier.com',
  'hypermuscles.com',
  'peptidepros.net',
  'newbodyrx.webflow.io',
  'palomahealth.com',
  'theglobalpractice.com',
  'usrf.org',
];

/** Words in a host name that mark a shop or clinic (peptide sellers, clinics, pharmacies). */
const commercialWords = /peptide|clinic|pharmacy|muscle|steroid|(^|[.-])rx|rx([.-]|$)/;

/** The host of `address` when it is a shop's or clinic's, else ''. */
export function commercialCopyHost(address: string): string {
  const host = URL.parse(address)?.hostname.toLowerCase() ?? '';
  const listed = commercialHosts.some((h) => host === h || host.endsWith(`.${h}`));
  return listed || commercialWords.test(host) ? host : '';
}
