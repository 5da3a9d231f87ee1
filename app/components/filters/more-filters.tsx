import { FACINGS } from "~/domain/catalog";
import { BHK_STEPS, BUDGET_STEPS, formatBudget, withCurrent } from "~/domain/filter-chips";
import { canonicalFilterValue, type Filters, type ScalarFilterKey } from "~/domain/filters";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

export type MoreValues = Pick<Filters, ScalarFilterKey>;

/** Every "More" filter unset (Clear All). */
export const NO_MORE_VALUES: MoreValues = {};

/**
 * The Search dialog's "More" tab and the no-JavaScript panel's "More" section: budget (lakh and
 * crore steps), BHK, facing, DTCP approved, ready to move, gated community, land area in cents.
 * Native controls named like the URL parameters, so the panel's GET form posts them as they
 * are; the dialog passes `onChange` to keep its own state (the controls stay uncontrolled: a
 * remount, e.g. after Clear All, starts again from `values`).
 */
export function MoreFilters({
  idPrefix,
  values,
  onChange,
}: {
  idPrefix: string;
  values: MoreValues;
  onChange?: (changes: Partial<MoreValues>) => void;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const { panel: t, chips, card } = useMessages("listings");
  const lang = useLang();
  const read = (key: ScalarFilterKey, raw: string) => {
    const value = canonicalFilterValue(key, raw);
    if (value === null) return undefined;
    return key === "facing" ? (value as Filters["facing"]) : Number(value);
  };
  const select = (key: ScalarFilterKey) => (event: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    onChange?.({ [key]: read(key, event.currentTarget.value) });
  const flag = (key: "dtcp" | "ready" | "gated") => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange?.({ [key]: event.currentTarget.checked || undefined });

  const budgetOptions = (current: number | undefined) =>
    withCurrent(BUDGET_STEPS, current).map((rupees) => (
      <option key={rupees} value={rupees}>
        {formatBudget(rupees, lang)}
      </option>
    ));

  return (
    <div className="more-filters">
      <fieldset>
        <legend>{t.budget}</legend>
        <div className="more-filters__pair">
          <label className="more-filters__field" htmlFor={id("minPrice")}>
            {t.minimum}
            <select
              id={id("minPrice")}
              name="minPrice"
              defaultValue={values.minPrice ?? ""}
              onChange={select("minPrice")}
            >
              <option value="">{t.noMinimum}</option>
              {budgetOptions(values.minPrice)}
            </select>
          </label>
          <label className="more-filters__field" htmlFor={id("maxPrice")}>
            {t.maximum}
            <select
              id={id("maxPrice")}
              name="maxPrice"
              defaultValue={values.maxPrice ?? ""}
              onChange={select("maxPrice")}
            >
              <option value="">{t.noMaximum}</option>
              {budgetOptions(values.maxPrice)}
            </select>
          </label>
        </div>
      </fieldset>
      <div className="more-filters__pair">
        <label className="more-filters__field" htmlFor={id("bhk")}>
          <span className="more-filters__label">{t.bhk}</span>
          <select id={id("bhk")} name="bhk" defaultValue={values.bhk ?? ""} onChange={select("bhk")}>
            <option value="">{t.any}</option>
            {withCurrent(BHK_STEPS, values.bhk).map((n) => (
              <option key={n} value={n}>
                {fill(card.bhk, { bhk: n })}
              </option>
            ))}
          </select>
        </label>
        <label className="more-filters__field" htmlFor={id("facing")}>
          <span className="more-filters__label">{t.facing}</span>
          <select id={id("facing")} name="facing" defaultValue={values.facing ?? ""} onChange={select("facing")}>
            <option value="">{t.any}</option>
            {FACINGS.map((facing) => (
              <option key={facing} value={facing}>
                {t[facing]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="check-list" aria-label={t.features}>
        {(
          [
            ["dtcp", chips.dtcp],
            ["ready", chips.ready],
            ["gated", chips.gated],
          ] as const
        ).map(([key, label]) => (
          <li key={key}>
            <label className="check">
              <input type="checkbox" name={key} value="1" defaultChecked={values[key] === true} onChange={flag(key)} />
              {label}
            </label>
          </li>
        ))}
      </ul>
      <fieldset>
        <legend>{t.landArea}</legend>
        <div className="more-filters__pair">
          <label className="more-filters__field" htmlFor={id("minArea")}>
            {t.minimum}
            <input
              id={id("minArea")}
              name="minArea"
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              defaultValue={values.minArea ?? ""}
              onChange={select("minArea")}
            />
          </label>
          <label className="more-filters__field" htmlFor={id("maxArea")}>
            {t.maximum}
            <input
              id={id("maxArea")}
              name="maxArea"
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              defaultValue={values.maxArea ?? ""}
              onChange={select("maxArea")}
            />
          </label>
        </div>
      </fieldset>
    </div>
  );
}
