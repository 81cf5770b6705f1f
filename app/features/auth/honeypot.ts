/** The hidden sign-up and reset field bots fill in. Its name looks like a real field on purpose. */
export const honeypotFieldName = 'website';
