/** Where the character sheet lives in the repository (written by `npm run art:characters`). */
export const CHARACTER_SHEET_FILE = "lib/images/references/abuelita-and-pepita.png";
