// The filter panel of `?filters=open` (the Filters link without JavaScript: search-panel.tsx) as
// an island (decision 0050): with JavaScript the Filters link opens the dialog instead, so the
// list never loads the panel's code unless a page with the panel open is what it hydrates.
import { island } from "~/components/layout/island";

export const SearchPanelIsland = island("filter panel", () => import("./search-panel").then((m) => m.SearchPanel));
