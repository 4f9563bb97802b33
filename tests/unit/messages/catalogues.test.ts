import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// The types of every message follow messages/en.json (i18n/app-config.ts): the Spanish catalogue
// must hold the same texts, each with the same placeholders, for the Spanish pages to be whole.

type Tree = { [key: string]: string | Tree };

function messages(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === "string") found.set(path, value);
    else for (const [inner, text] of messages(value, `${path}.`)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...new Set(Array.from(text.matchAll(/\{(\w+)\}/g), (match) => match[1]))].sort();

describe("the message catalogues", () => {
  const english = messages(en);
  const spanish = messages(es);

  it("hold the same keys in both languages", () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("give every message the same placeholders in both languages, and no message is empty", () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe("");
      expect(spanish.get(key)?.trim(), key).not.toBe("");
      expect(placeholders(spanish.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });
});
