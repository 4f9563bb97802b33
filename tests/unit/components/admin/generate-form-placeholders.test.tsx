// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { GenerateStoryForm } from "@/components/admin/generate-story-form";
import { stubFetch } from "../../../support/fake-fetch";
import { resetScreensBetweenTests } from "../../../support/screen-tests";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

resetScreensBetweenTests();

// A third of the form at 1280 px and the whole field at 390 px hold about 20 characters of placeholder.
const FITS = 20;

describe("the generate form's free-text fields", () => {
  it("have placeholders short enough to fit, with every example still shown under the field", () => {
    stubFetch(() => ({ success: true }));
    render(<GenerateStoryForm />);
    for (const [label, examples] of [
      ["Activity Type", "Cooking, Crafts, Garden, Market, Celebration, Daily Care"],
      ["Pepita's Role", "Helpful, Observer, Playful Mischief, Comfort Provider"],
    ] as const) {
      const input = screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
      expect(input.placeholder.length).toBeLessThanOrEqual(FITS);
      expect(screen.getByText(examples)).toBeTruthy();
    }
  });
});
