import ExcelJS from "exceljs";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "./browser.js";

const base = inject("baseUrl");
const admin = inject("admin");

/** The shop's day (Moscow), as the back office and the exports count days. */
const today = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Moscow",
}).format(new Date());
const guest = {
  address: "ул. Ленина, 1",
  city: "Москва",
  country: "Россия",
  zipCode: "101000",
  consent: true,
};
const buyers = [
  {
    firstName: "Мария",
    lastName: "Ковалёва",
    email: "maria.kovaleva@e2e.local",
    phone: "+7 916 555-12-34",
  },
  {
    firstName: "Пётр",
    lastName: "Соколов",
    email: "petr.sokolov@e2e.local",
    phone: "+7 903 000-00-01",
  },
];
const cspViolations = (problems: string[]) =>
  problems.filter((p) => /Content Security Policy|Refused to/i.test(p));

interface Variant {
  id: number;
  sku: string;
  price: number;
  stock: number;
}
interface Product {
  id: number;
  name: string;
  url: string;
  productVariants: Variant[];
}

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok)
    throw new Error(
      `${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`,
    );
  return response.json() as Promise<T>;
}

/** A guest's order of one item, placed the way the storefront places it. */
async function placeGuestOrder(
  buyer: (typeof buyers)[number],
  variantId: number,
): Promise<number> {
  const basket = await api<{ id: string }>("/baskets", { method: "POST" });
  await api(`/order-products/${basket.id}`, {
    method: "POST",
    body: { productVariantId: variantId, quantity: 1 },
  });
  const order = await api<{ id: number }>("/checkouts/direct", {
    method: "POST",
    body: { ...guest, ...buyer, basketId: basket.id },
  });
  return order.id;
}

/** The signed-in manager's access token, as the back office keeps it. */
const tokenOf = async (page: Page) =>
  (await page.evaluate('localStorage.getItem("accessToken")')) as string;

/** The REST answer as bytes, with the signed-in manager's token (what the list's download buttons fetch). */
async function download(page: Page, path: string): Promise<Buffer> {
  const response = await fetch(`${base}${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const png = (background: string) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background } })
    .png()
    .toBuffer();

/** Drops files on a drop zone, as dragging them from the desktop does. */
async function dropFiles(
  page: Page,
  zone: Locator,
  files: { name: string; buffer: Buffer }[],
) {
  const dataTransfer = await page.evaluateHandle(
    (chosen) => {
      const { DataTransfer } = globalThis as unknown as {
        DataTransfer: new () => { items: { add: (file: File) => void } };
      };
      const transfer = new DataTransfer();
      for (const { name, bytes } of chosen)
        transfer.items.add(
          new File(
            [Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))],
            name,
            { type: "image/png" },
          ),
        );
      return transfer;
    },
    files.map(({ name, buffer }) => ({
      name,
      bytes: buffer.toString("base64"),
    })),
  );
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
}

/** Nothing went wrong in the browser so far: no Content-Security-Policy violation, no console error. */
function expectNoProblems() {
  expect(cspViolations(problems)).toEqual([]);
  expect(problems).toEqual([]);
}

const menu = (page: Page) =>
  page.getByRole("navigation", { name: "Разделы панели управления" });
const rowsOf = (page: Page, table: string) =>
  page.getByRole("table", { name: table, exact: true }).locator("tbody tr");

let browser: Browser;
let page: Page;
let problems: string[];
/** A demo product and one of its variants in stock: ordered by the guests, found by its SKU, repriced by the import. */
let product: Product;
let variant: Variant;
const orders: number[] = [];
/** The variant stock changed in the list, for the audit log to show. */
let stockChange: { from: number; to: number };

beforeAll(async () => {
  const catalogue = await api<{ rows: Product[] }>("/products?limit=20");
  product = catalogue.rows.find((one) =>
    one.productVariants.some((v) => v.stock >= buyers.length),
  )!;
  variant = product.productVariants.find((v) => v.stock >= buyers.length)!;
  for (const buyer of buyers)
    orders.push(await placeGuestOrder(buyer, variant.id));
  browser = await launchBrowser();
  ({ page, problems } = await openPage(browser));
});
afterAll(() => browser?.close());

describe("a shop manager’s day in the back office", () => {
  it("signs in to the dashboard, whose orders figure is the orders list of the same days, beside a chart drawn within the security policy", async () => {
    await page.goto(`${base}/admin/login`);
    await page.getByLabel("Электронная почта").fill(admin.email);
    await page.getByLabel("Пароль").fill(admin.password);
    await page.getByRole("button", { name: "Войти" }).click();
    await page.waitForURL(`${base}/admin/dashboard`);
    await page.getByRole("heading", { name: "Сводка" }).waitFor();

    const figure = page.getByRole("link", { name: /^Заказы: \d+$/ });
    const shown = Number(
      (await figure.getAttribute("aria-label"))!.replace(/\D/g, ""),
    );
    expect(shown).toBeGreaterThanOrEqual(orders.length);
    await page.locator(".recharts-wrapper svg").first().waitFor();

    await figure.click();
    await page.waitForURL(
      /\/admin\/checkouts\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    expect(new URL(page.url()).searchParams.get("to")).toBe(today);
    await page.getByText(/^Всего: \d+$/).waitFor();
    expect(await page.getByText(/^Всего: \d+$/).textContent()).toBe(
      `Всего: ${shown}`,
    );
    expectNoProblems();
  });

  it("finds an order by its phone typed another way, and moving it on adds the manager’s step to its history", async () => {
    const [order] = orders;
    await menu(page).getByRole("link", { name: "Заказы" }).click();
    await page.waitForURL(`${base}/admin/checkouts`);
    await page
      .getByLabel("Номер, почта, имя или телефон")
      .fill("916 555 12 34");
    await page.getByLabel("Номер, почта, имя или телефон").press("Enter");
    await page.waitForURL(/q=916/);
    await page.getByText("Всего: 1", { exact: true }).waitFor();
    await rowsOf(page, "Заказы")
      .getByRole("link", { name: `Заказ № ${order}` })
      .click();
    await page.waitForURL(`${base}/admin/checkouts/${order}`);

    const history = page.getByRole("list", { name: "История заказа" });
    await history.getByText(/^Заказ оформлен на /).waitFor();
    expect(await history.locator("li").count()).toBe(1);
    expect(await history.textContent()).toContain("Покупатель");

    await page
      .getByLabel("Новый статус")
      .selectOption({ label: "В обработке" });
    await page.getByRole("button", { name: "Сменить статус" }).click();
    await page.getByText("Статус заказа изменён").waitFor();
    const step = history.locator("li").filter({ hasText: "Статус: Новый → В обработке" });
    await step.waitFor();
    expect(await step.textContent()).toContain(admin.email);
    expect(await history.locator("li").count()).toBe(2);
    expectNoProblems();
  });

  it("finds a product by part of its SKU, takes three products off sale at once and changes a variant’s stock in the list", async () => {
    const part = variant.sku.split("-")[0];
    await menu(page).getByRole("link", { name: "Товары" }).click();
    await page.waitForURL(`${base}/admin/products`);
    await page.getByLabel("Название или артикул").fill(part.toLowerCase());
    await page.getByLabel("Название или артикул").press("Enter");
    await page.waitForURL(/q=/);
    await page.getByText("Всего: 1", { exact: true }).waitFor();
    expect(await rowsOf(page, "Товары").first().textContent()).toContain(
      product.name,
    );

    await page.getByRole("button", { name: "Сбросить" }).click();
    await page.waitForURL(`${base}/admin/products`);
    const rows = rowsOf(page, "Товары");
    await rows.nth(2).waitFor();
    const chosen = [rows.nth(0), rows.nth(1), rows.nth(2)];
    const names: string[] = [];
    for (const row of chosen) {
      const checkbox = row.getByRole("checkbox", { name: /^Выбрать «.+»$/ });
      names.push((await row.getByRole("link").first().textContent())!);
      await checkbox.check({ force: true });
    }
    const bar = page.getByRole("region", { name: "Выбранные товары" });
    await bar.getByText("Выбрано: 3").waitFor();
    await bar.getByRole("button", { name: "Снять с продажи" }).click();
    await page.getByText("Готово: 3", { exact: true }).waitFor();
    for (const [index, row] of chosen.entries()) {
      await row.getByText("Снят с продажи").waitFor();
      expect(await row.textContent()).toContain(names[index]);
    }

    const first = chosen[0];
    await first
      .getByRole("button", { name: `Остатки и цены «${names[0]}»` })
      .click();
    const dialog = page.getByRole("dialog", {
      name: `Остатки и цены «${names[0]}»`,
    });
    const stocks = dialog.getByLabel(/^Остаток, шт\., /);
    await stocks.first().waitFor();
    const before = await Promise.all(
      (await stocks.all()).map(async (field) =>
        Number(await field.inputValue()),
      ),
    );
    const field = stocks.first();
    const next = before[0] + 7;
    await field.fill(String(next));
    await field.press("Enter");
    await page.getByText(/^Вариант .+ сохранён$/).waitFor();
    // The open dialog hides the page from the accessibility tree: the row is read once it is closed.
    await dialog.getByRole("button", { name: "Закрыть" }).click();
    await dialog.waitFor({ state: "detached" });
    const total =
      before.reduce((sum, stock) => sum + stock, 0) - before[0] + next;
    await first.getByText(`${total} шт.`, { exact: true }).waitFor();
    stockChange = { from: before[0], to: next };
    expectNoProblems();
  });

  it("shows the order’s status, the bulk action and the stock change in the audit log, with the manager who made them", async () => {
    await page.goto(`${base}/admin/audit`);
    await page.getByRole("heading", { name: "Журнал изменений" }).waitFor();
    const rows = rowsOf(page, "Журнал изменений");
    await rows.first().waitFor();

    const status = rows
      .filter({ hasText: "Статус заказа" })
      .filter({ hasText: `Заказ № ${orders[0]}` });
    expect(await status.count()).toBeGreaterThanOrEqual(1);
    expect(await status.first().textContent()).toContain(admin.email);

    const bulk = rows.filter({ hasText: "Массовое действие" });
    expect(await bulk.count()).toBe(3);
    for (const row of await bulk.all())
      expect(await row.textContent()).toContain(admin.email);

    const stock = rows.filter({
      hasText: `Остаток: ${stockChange.from} → ${stockChange.to}`,
    });
    expect(await stock.count()).toBe(1);
    expect(await stock.textContent()).toContain(admin.email);
    expectNoProblems();
  });

  it("asks before leaving a product form with unsaved changes, and «Остаться» keeps what was typed", async () => {
    await page.goto(`${base}/admin/products/${product.id}`);
    const name = page.getByLabel("Название");
    await name.waitFor();
    expect(await name.inputValue()).toBe(product.name);
    await name.fill(`${product.name} (черновик)`);

    await menu(page).getByRole("link", { name: "Товары" }).click();
    const ask = page.getByRole("alertdialog", { name: "Уйти без сохранения?" });
    await ask.getByText("Изменения будут потеряны.").waitFor();
    await ask.getByRole("button", { name: "Остаться" }).click();
    await ask.waitFor({ state: "detached" });
    expect(page.url()).toBe(`${base}/admin/products/${product.id}`);
    expect(await name.inputValue()).toBe(`${product.name} (черновик)`);

    await menu(page).getByRole("link", { name: "Товары" }).click();
    await ask.getByRole("button", { name: "Уйти" }).click();
    await page.waitForURL(`${base}/admin/products`);
    expectNoProblems();
  });

  it("takes only the first of two pictures dropped on a brand’s single logo, says so, and saves the brand", async () => {
    const brands = await api<{ rows: { id: number; name: string }[] }>(
      "/brands?limit=1",
    );
    const [brand] = brands.rows;
    await page.goto(`${base}/admin/brands/${brand.id}`);
    await page
      .getByLabel("Логотип: выбрать файл")
      .waitFor({ state: "attached" });
    const files = [
      { name: "logo-first.png", buffer: await png("#1f6f8b") },
      { name: "logo-second.png", buffer: await png("#e0a030") },
    ];
    // A single-picture field's chooser takes one file; two at once arrive by dragging them onto it.
    await dropFiles(
      page,
      page.getByRole("group", { name: "Логотип: перетащите картинку сюда" }),
      files,
    );
    await page
      .getByRole("status")
      .filter({ hasText: "Здесь одна картинка: взят файл logo-first.png." })
      .waitFor();
    await page.getByText("Изображение загружено").waitFor();
    await page.getByRole("img", { name: "Логотип", exact: true }).waitFor();
    expect(
      await page.getByRole("img", { name: "Логотип", exact: true }).count(),
    ).toBe(1);

    await page.getByRole("button", { name: "Сохранить", exact: true }).click();
    await page.getByText("Бренд изменён").waitFor();
    const saved = await api<{ image: string | null }>(`/brands/${brand.id}`);
    expect(saved.image).toMatch(/\.(png|webp)$/);
    expectNoProblems();
  });

  it("imports a changed price from the exported spreadsheet after a preview of the one change", async () => {
    await page.goto(`${base}/admin/products`);
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Выгрузить в Excel" }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(
      /^products-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    // The same file, fetched as the button fetches it, to be edited here.
    const exported = await download(page, "/api/products/export");

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = sheet.getRow(1).values as unknown[];
    const skuColumn = header.indexOf("Артикул");
    const priceColumn = header.indexOf("Цена, ₽");
    expect([skuColumn, priceColumn].every((column) => column > 0)).toBe(true);
    let changed = 0;
    sheet.eachRow((row) => {
      if (row.getCell(skuColumn).text !== variant.sku) return;
      row.getCell(priceColumn).value = variant.price + 100;
      changed++;
    });
    expect(changed).toBe(1);
    const edited = Buffer.from(await book.xlsx.writeBuffer());

    await page
      .getByLabel("Файл Excel с товарами")
      .setInputFiles({
        name: "products.xlsx",
        mimeType:
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: edited,
      });
    const preview = page.getByRole("dialog", { name: "Загрузка из Excel" });
    await preview
      .getByText(/^Будет создано: 0, изменено: 1, без изменений: \d+$/)
      .waitFor();
    const roubles = (amount: number) =>
      new Intl.NumberFormat("ru-RU", {
        style: "currency",
        currency: "RUB",
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }).format(amount);
    const changes = preview.getByRole("table", { name: "Изменения из файла" });
    expect(await changes.textContent()).toContain(product.name);
    expect(await changes.textContent()).toContain(`Вариант ${variant.sku}`);
    expect(await changes.getByRole("listitem").allTextContents()).toEqual([
      `Цена: ${roubles(variant.price)} → ${roubles(variant.price + 100)}`,
    ]);

    await preview.getByRole("button", { name: "Применить изменения" }).click();
    await page.getByText("Импорт завершён: создано 0, изменено 1").waitFor();
    await preview.waitFor({ state: "detached" });
    const after = await api<Product>(`/products/${product.id}`, {
      token: await tokenOf(page),
    });
    expect(
      after.productVariants.find((v) => v.sku === variant.sku)?.price,
    ).toBe(variant.price + 100);
    expectNoProblems();
  });

  it("exports today’s orders as a CSV for Excel with a line for each of them", async () => {
    const csv = await download(
      page,
      `/api/checkouts/export?from=${today}&to=${today}`,
    );
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.toString("utf8").slice(1);
    expect(text.startsWith("Номер;Дата;Статус")).toBe(true);
    const lines = text.split(/\r?\n/).filter(Boolean);
    for (const order of orders)
      expect(lines.filter((line) => line.startsWith(`${order};`))).toHaveLength(
        1,
      );
    expect(lines.find((line) => line.startsWith(`${orders[0]};`))).toContain(
      "В обработке",
    );
    expectNoProblems();
  });
});
