/** Regional sister sites named in the directory's attribution box (spec: two, Canada and Europe). */
export const sisterSites = [
  { label: 'Peptidia Canada', url: 'https://peptidia.ca' },
  { label: 'Peptidia Europe', url: 'https://peptidia.eu' },
] as const;
