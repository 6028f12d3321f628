/** Text for an email's HTML part: the five characters that could open markup, as entities. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
