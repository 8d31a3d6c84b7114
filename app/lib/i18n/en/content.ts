/** Strings of the content pages (about, team, reviews, video, privacy, careers, contact, enquiry). */
export const content = {} as const;
