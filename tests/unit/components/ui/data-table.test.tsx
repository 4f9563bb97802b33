// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DataTable, dataTableColumns } from "@/components/ui/data-table";

afterEach(cleanup);

type Fruit = { id: number; name: string; weight: number };
const fruits: Fruit[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  name: `Fruit ${String(index + 1).padStart(2, "0")}`,
  weight: (index * 7) % 45,
}));

const column = dataTableColumns<Fruit>();
const columns = column.columns([
  column.accessor("name", { header: "Name" }),
  column.accessor("weight", { header: "Weight", meta: { className: "hidden sm:table-cell" } }),
  column.display({ id: "actions", header: "Actions", cell: ({ row }) => <button type="button">Eat {row.original.name}</button> }),
]);

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const firstCell = (row: HTMLElement) => within(row).getAllByRole("cell")[0]?.textContent;

describe("the data table", () => {
  it("shows 20 rows a page with the counter and page buttons", () => {
    render(<DataTable label="Fruits" data={fruits} columns={columns} getRowId={(fruit) => String(fruit.id)} />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText("Showing 1-20 of 45 rows")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText("Showing 41-45 of 45 rows")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByText("Showing 21-40 of 45 rows")).toBeTruthy();
  });

  it("sorts a new column descending first and toggles the same column", () => {
    render(<DataTable label="Fruits" data={fruits} columns={columns} sortDescFirst />);
    const header = () => screen.getByRole("columnheader", { name: /Name/ });
    fireEvent.click(within(header()).getByRole("button"));
    expect(header().getAttribute("aria-sort")).toBe("descending");
    expect(firstCell(bodyRows()[0]!)).toBe("Fruit 45");
    fireEvent.click(within(header()).getByRole("button"));
    expect(header().getAttribute("aria-sort")).toBe("ascending");
    expect(firstCell(bodyRows()[0]!)).toBe("Fruit 01");
  });

  it("filters by column and keeps a vanished page in range", () => {
    const { rerender } = render(<DataTable label="Fruits" data={fruits} columns={columns} pageIndex={2} />);
    expect(screen.getByText("Showing 41-45 of 45 rows")).toBeTruthy();
    rerender(<DataTable label="Fruits" data={fruits} columns={columns} pageIndex={2} columnFilters={[{ id: "name", value: "Fruit 1" }]} />);
    expect(screen.getByText("Showing 1-10 of 10 rows")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("keeps the rows in the caller's order when sorting is manual and reports header clicks", () => {
    const sorts: unknown[] = [];
    render(<DataTable label="Fruits" data={fruits} columns={columns} manualSorting sortDescFirst sorting={[]} onSortingChange={(next) => sorts.push(next)} />);
    fireEvent.click(within(screen.getByRole("columnheader", { name: /Weight/ })).getByRole("button"));
    expect(sorts).toEqual([[{ id: "weight", desc: true }]]);
    expect(firstCell(bodyRows()[0]!)).toBe("Fruit 01");
  });

  it("labels the cells of columns that name a card label only when rows become cards on phones", () => {
    const labelled = column.columns([
      column.accessor("name", { header: "Name" }),
      column.accessor("weight", { header: "Weight", meta: { cardLabel: "Weight" } }),
    ]);
    const { rerender } = render(<DataTable label="Fruits" data={fruits} columns={labelled} cardsOnPhones />);
    const cells = () => within(bodyRows()[0]!).getAllByRole("cell");
    expect(cells().map((cell) => cell.getAttribute("data-label"))).toEqual([null, "Weight"]);
    expect(screen.getByRole("table").className).toContain("max-sm:block");
    rerender(<DataTable label="Fruits" data={fruits} columns={labelled} />);
    expect(cells().map((cell) => cell.getAttribute("data-label"))).toEqual([null, null]);
    expect(screen.getByRole("table").className).not.toContain("max-sm:");
  });

  it("shows the caller's page as it is when the caller pages, counting every row", () => {
    render(<DataTable label="Fruits" data={fruits.slice(20, 40)} rowCount={45} pageIndex={1} columns={columns} />);
    expect(bodyRows()).toHaveLength(20);
    expect(firstCell(bodyRows()[0]!)).toBe("Fruit 21");
    expect(screen.getByText("Showing 21-40 of 45 rows")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  it("shows the empty slot instead of a table without rows", () => {
    render(<DataTable label="Fruits" data={[]} columns={columns} empty={<p>Nothing here</p>} />);
    expect(screen.getByText("Nothing here")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
