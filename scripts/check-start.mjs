// `npm start` runs this before `next start`, which listens before it loads the app: a server
// that cannot work on this host must exit with one line before it accepts a request, not
// answer every request with a 500.
import { serverlessRefusal } from "../lib/config/serverless-requirements.mjs";

const refusal = serverlessRefusal(process.env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
