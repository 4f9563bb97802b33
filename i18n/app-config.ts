import type {} from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import type messages from "@/messages/en.json";

// next-intl's types follow the English catalogue: a key missing from it, or a placeholder a
// message needs and a call leaves out, is a type error. The Spanish catalogue is held to the
// same keys by tests/unit/messages/catalogues.test.ts. (The site imports only next-intl's
// subpaths; the first import makes the module itself known to the compiler, so that it can be
// augmented here.)
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
