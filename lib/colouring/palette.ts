// The sixteen crayons of the colouring page. Their names are interface texts (messages/*.json,
// `colouring.crayons`), looked up by id. No black: it would hide the outlines it fills up to.
// Client-safe.

export const CRAYONS = [
  { id: "red", hex: "#e53935" },
  { id: "orange", hex: "#fb8c00" },
  { id: "yellow", hex: "#fdd835" },
  { id: "lime", hex: "#9ccc65" },
  { id: "green", hex: "#43a047" },
  { id: "turquoise", hex: "#26c6da" },
  { id: "skyBlue", hex: "#81d4fa" },
  { id: "blue", hex: "#1e63c8" },
  { id: "purple", hex: "#8e24aa" },
  { id: "magenta", hex: "#d81b60" },
  { id: "pink", hex: "#f8a5c2" },
  { id: "peach", hex: "#ffd3a8" },
  { id: "tan", hex: "#d9a066" },
  { id: "brown", hex: "#8d5a3b" },
  { id: "darkBrown", hex: "#4e342e" },
  { id: "grey", hex: "#9e9e9e" },
] as const;

export type CrayonId = (typeof CRAYONS)[number]["id"];
