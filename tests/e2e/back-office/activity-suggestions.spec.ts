import { GenerateStoryPage } from "../support/back-office-pages";
import { expect, test } from "../support/fixtures";

// With no API key the offline writer tells only the days it has a story for: as the admin types
// an activity, the form shows those that begin the same way, under the field, in the language
// typed, and a tap fills the field. Nothing is submitted, so no story is stored.

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test("the Generate form suggests the offline writer's activities as the admin types, at laptop and phone widths", async ({ adminPage: page }, testInfo) => {
  const form = new GenerateStoryPage(page);
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await form.goto();
    const activity = form.field("Activity Type");
    await activity.fill("Ir al dent");
    const suggestions = page.getByRole("list", { name: "Activities the offline generator can write" });
    const dentist = suggestions.getByRole("button", { name: "Visitar a la doctora Ana, la dentista" });
    await expect(dentist).toBeInViewport();
    // Under the field it completes, inside the window.
    const field = (await activity.boundingBox())!;
    const box = (await dentist.boundingBox())!;
    expect(box.y).toBeGreaterThan(field.y + field.height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    const path = testInfo.outputPath(`activity-suggestions-${size.width}.png`);
    await page.screenshot({ path });
    await testInfo.attach("activity suggestions", { path, contentType: "image/png" });

    await activity.fill("Bath time");
    await suggestions.getByRole("button", { name: "Give Pepita a bubble bath in the big tin tub" }).click();
    await expect(activity).toHaveValue("Give Pepita a bubble bath in the big tin tub");
    await expect(suggestions).toBeHidden();

    await activity.fill("Going to the zoo");
    await expect(suggestions).toBeHidden();
  }
});
