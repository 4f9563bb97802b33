import bcrypt from "../../node_modules/bcryptjs/index.js";

// The integration suite creates and signs in hundreds of accounts, and bcryptjs is pure
// JavaScript: at the production cost each new hash holds a test worker for a few hundred
// milliseconds. Hashes made in the suite use bcrypt's lowest cost instead. A compare reads the cost
// from the hash it is given, so the stored dummy hash still costs what it costs in production;
// tests/unit/lib/auth/password-hash-cost.test.ts holds the production cost where it is.
const SUITE_COST = 4;

const lowCostBcrypt = { ...bcrypt, hash: (password: string) => bcrypt.hash(password, SUITE_COST) };

export default lowCostBcrypt;
