import sharp from "sharp";
import { expectNoA11yViolations } from "../support/axe";
import { acceptNextDialog, countOn, GalleryPage, StoryDetailPage } from "../support/back-office-pages";
import { expect, test } from "../support/fixtures";
import { toastText } from "../support/pages";
import { seedStory } from "../support/seed";

/** A small line drawing, as an admin might scan one: black strokes on white. */
async function drawingPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="340" height="440"><rect width="340" height="440" fill="#fff"/><circle cx="170" cy="200" r="110" fill="none" stroke="#000" stroke-width="10"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test("upload a page image on the detail page, see it in the viewer, generate every missing image, delete the upload", async ({ adminPage: page }) => {
  const id = await seedStory(["--title", "Papel Picado Afternoon", "--pages", "3", "--no-images", "--unpublished"]);
  const detail = new StoryDetailPage(page);
  await detail.goto(id);
  const { actions } = detail;
  await expect(actions.getByRole("button", { name: "0/3 Images Available" })).toBeVisible();

  const page1 = detail.storyPage(1);
  await expect(page1.getByRole("img", { name: "No image yet" })).toBeVisible();
  await expectNoA11yViolations(page, "Story details without images");
  await detail.uploadPicture(1, { name: "papel-picado.png", mimeType: "image/png", buffer: await drawingPng() });
  await expect(toastText(page, "Image Uploaded")).toBeVisible();
  await expect(page1.getByText("Manual Upload")).toBeVisible();
  const uploaded = page1.getByRole("img", { name: "Page 1 illustration" });
  await expect(uploaded).toHaveJSProperty("complete", true);
  expect(await uploaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const manualSrc = (await uploaded.getAttribute("src"))!;
  expect(manualSrc).toMatch(/^\/objects\/manual\//);
  await expect(actions.getByRole("button", { name: "1/3 Images Available" })).toBeVisible();

  // A file that is not an image never leaves the browser.
  await detail.uploadPicture(2, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hola") });
  await expect(toastText(page, "Please select an image file.")).toBeVisible();
  await expectNoA11yViolations(page, "Story details with an error toast");

  // Two pages still have no picture: the admin is asked first.
  await actions.getByRole("button", { name: "Publish", exact: true }).click();
  const question = page.getByRole("dialog", { name: "Publish without every picture?" });
  await expect(question).toContainText('2 of 3 pages have no picture: families will see "Coloring page not available" there. Publish anyway?');
  await question.getByRole("button", { name: "Publish anyway" }).click();
  await expect(toastText(page, "Story Published")).toBeVisible();
  const viewer = await page.context().newPage();
  await viewer.goto(`/story/${id}`);
  const picture = viewer.getByRole("img", { name: /^Coloring page 1:/ });
  await expect(picture).toBeVisible();
  expect(await picture.getAttribute("src")).toContain(manualSrc.replace(/\.(png|jpg|webp)$/, ""));
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await viewer.close();

  await actions.getByRole("button", { name: "Generate all missing images" }).click();
  await expect(toastText(page, "Generating 2 missing images")).toBeVisible();
  await expect(actions.getByRole("button", { name: "3/3 Images Available" })).toBeVisible({ timeout: 30_000 });
  for (let pageNumber = 2; pageNumber <= 3; pageNumber += 1) {
    const row = detail.storyPage(pageNumber);
    // The default configuration draws with the offline illustrator, and the badge says so.
    await expect(row.getByText("Offline illustrator", { exact: true })).toBeVisible();
    await expect(row.getByText("Drawn by the offline illustrator")).toBeVisible();
    await expect(row.getByRole("status")).toHaveCount(0);
  }
  await expect(page1.getByText("Manual Upload")).toBeVisible();
  await expect(detail.status.getByText("complete", { exact: true })).toHaveCount(2);
  await expect(actions.getByRole("button", { name: "Generate all missing images" })).toBeDisabled();

  acceptNextDialog(page);
  await page1.getByRole("button", { name: "Delete page 1 manual image" }).click();
  await expect(toastText(page, "Manual image deleted successfully")).toBeVisible();
  await expect(page1.getByRole("img", { name: "No image yet" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "2/3 Images Available" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Generate all missing images" })).toBeEnabled();
});

test("upload an attached asset in the gallery, open it by its name, and delete it", async ({ adminPage: page }) => {
  const gallery = new GalleryPage(page);
  await gallery.goto();
  await expect(gallery.heading).toBeVisible();
  const attachedFilter = gallery.filter("Attached");
  const before = await countOn(attachedFilter);

  await gallery.uploadAsset({ name: "Pepita's Sombrero.png", mimeType: "image/png", buffer: await drawingPng() });
  await expect(toastText(page, 'Attached asset "Pepita-s-Sombrero.png" uploaded')).toBeVisible();
  await expectNoA11yViolations(page, "Image Gallery with an upload's toast");
  await expect(attachedFilter).toHaveText(`Attached${before + 1}`);
  const asset = gallery.card("Pepita-s-Sombrero.png");
  await expect(asset).toContainText("Attached");
  await expect(asset.getByRole("link", { name: "Story" })).toHaveCount(0);
  await expect(asset.getByRole("img")).toHaveJSProperty("complete", true);

  const served = await page.request.get("/attached_assets/Pepita-s-Sombrero.png");
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/png"]);

  acceptNextDialog(page);
  await asset.getByRole("button", { name: "Delete" }).click();
  await expect(asset).toHaveCount(0);
  await expect(attachedFilter).toHaveText(`Attached${before}`);
  expect((await page.request.get("/attached_assets/Pepita-s-Sombrero.png")).status()).toBe(404);
});
