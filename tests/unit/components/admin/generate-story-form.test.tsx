// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { GenerateStoryForm } from "@/components/admin/generate-story-form";
import { stubFetch } from "../../../support/fake-fetch";
import { resetScreensBetweenTests } from "../../../support/screen-tests";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

// The form says how many stories today's limit still allows before the admin spends one.

const ACTIVITIES = [
  { en: "Meet the dentist who is visiting Pepita's class", es: "Conocer a la dentista que visita el salón de Pepita", words: ["dentist", "dental", "brush"] },
  { en: "Build an ofrenda for the family", es: "Poner la ofrenda para la familia", words: ["muertos", "dead", "altar"] },
  { en: "Bake pan dulce", es: "Hornear pan dulce", words: ["bak", "bread"] },
  { en: "Build a snowman for the family", es: "Hacer un muñeco de nieve", words: ["snow"] },
];

function serve(left: number, writer: object = { success: true, provider: "offline", name: "Offline", activities: ACTIVITIES }) {
  stubFetch({
    "/api/stories/generator": writer,
    "/api/admin/generation-allowance": () => {
      const resetsAt = new Date(Date.now() + (3 * 60 + 12) * 60_000 + 30_000).toISOString();
      return { success: true, stories: { left, limit: 20, resetsAt }, images: { left: 200, limit: 200, resetsAt } };
    },
  });
}

const renderForm = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <GenerateStoryForm />
    </SWRConfig>,
  );

resetScreensBetweenTests();

describe("the Generate New Story form", () => {
  it("shows the stories left today", async () => {
    serve(17);
    renderForm();
    expect(await screen.findByText("Stories left today: 17 of 20.")).toBeTruthy();
  });

  it("says when the limit resets once it is reached", async () => {
    serve(0);
    renderForm();
    expect(await screen.findByText("The daily limit of 20 new stories has been reached. It resets at midnight UTC, in 3 h 13 min.")).toBeTruthy();
  });

  it("suggests, as the admin types, the offline writer's activities that begin with the same words, in the language typed", async () => {
    serve(17);
    renderForm();
    await screen.findByText("Stories left today: 17 of 20.");
    const field = screen.getByLabelText(/Activity Type/) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "Ir al dent" } });
    const list = await screen.findByRole("list", { name: "Activities the offline generator can write" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Conocer a la dentista que visita el salón de Pepita"]);
    fireEvent.change(field, { target: { value: "Día de Muertos" } });
    expect(within(screen.getByRole("list", { name: "Activities the offline generator can write" })).getByRole("button").textContent).toBe(
      "Poner la ofrenda para la familia",
    );
    fireEvent.change(field, { target: { value: "Day of the dead" } });
    fireEvent.click(screen.getByRole("button", { name: "Build an ofrenda for the family" }));
    expect(field.value).toBe("Build an ofrenda for the family");
    // The snowman shares its words, but the choice is made.
    expect(screen.queryByRole("list", { name: "Activities the offline generator can write" })).toBeNull();
    fireEvent.change(field, { target: { value: "Going to the zoo" } });
    expect(screen.queryByRole("list", { name: "Activities the offline generator can write" })).toBeNull();
  });

  it("suggests nothing when Claude writes the stories, since it can write any activity", async () => {
    serve(17, { success: true, provider: "claude", name: "Claude (Anthropic)", model: "claude-x" });
    renderForm();
    await screen.findByText("Stories left today: 17 of 20.");
    fireEvent.change(screen.getByLabelText(/Activity Type/), { target: { value: "Ir al dent" } });
    expect(screen.queryByRole("list", { name: "Activities the offline generator can write" })).toBeNull();
  });
});
