// Locality pages (docs/product.md#locality-pages): the home filters land on a locality page (and
// leave it for a second type), its figures and the chart's table, and on to a nearby locality;
// at 390 px and at desktop width, with and without JavaScript (the js and nojs projects).
import { expect } from "@playwright/test";
import { test } from "./helpers/test";
import { runIpHeaders } from "./helpers/session";

test.use({ extraHTTPHeaders: runIpHeaders() });

for (const width of [390, 1280]) {
  test(`at ${width} px: home filters lead to the locality page, its figures and a nearby locality`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // One locality is its page (the old home URL answers with it), and so is one type more.
    await page.goto("/?location=Saravanampatti");
    await expect(page).toHaveURL(/\/coimbatore\/saravanampatti$/);
    const types = page.getByRole("form", { name: "Property types" });
    await types.getByRole("button", { name: "Plot", exact: true }).click();
    await expect(page).toHaveURL(/\/coimbatore\/saravanampatti\/plots$/);
    // A second type is a home search; removing it comes back.
    await types.getByRole("button", { name: "Villa", exact: true }).click();
    await expect(page).toHaveURL(/\/\?(?=.*type=plot(,|%2C)villa)(?=.*location=Saravanampatti)/);
    await page.getByRole("link", { name: "Remove Villa" }).click();
    await expect(page).toHaveURL(/\/coimbatore\/saravanampatti\/plots$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plots for sale in Saravanampatti, Coimbatore");
    await expect(page.locator(".listing-card").first()).toBeVisible();

    const figures = page.getByRole("region", { name: "Prices in Saravanampatti, last 12 months" });
    await expect(figures.getByRole("heading", { name: "Plots: price per cent" })).toBeVisible();
    await figures.getByText("Prices per quarter as a table").click();
    const table = figures.getByRole("table", { name: /Median price per cent of plots in Saravanampatti/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(9);

    const nearby = page.getByRole("navigation", { name: "Nearby localities" });
    const first = nearby.getByRole("link").first();
    const name = (await first.textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/coimbatore\/[a-z-]+\/plots$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Plots for sale in ${name}, Coimbatore`);
  });
}
