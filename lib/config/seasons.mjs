// The seasons a story belongs to: the generator's choices, the stories.season column's CHECK, the
// library's filter and its rewrite (next.config.mjs reads this, hence plain JavaScript).
export const SEASONS = ["Spring", "Summer", "Fall", "Winter"];
