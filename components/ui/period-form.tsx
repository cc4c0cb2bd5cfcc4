// A report's GET form (the choice stays in the address): from, to and the grouping, then what the
// report adds (an account, an asset ...) and the submit button. Cash flow and statistics use it.
export const periodField = "rounded-md border border-slate-300 px-2 py-1 text-sm";

export function PeriodForm(props: {
  testId: string;
  from: string;
  to: string;
  groupBy: string;
  groups: readonly { value: string; label: string }[];
  labels: { from: string; to: string; groupBy: string; show: string };
  children?: React.ReactNode;
}) {
  const { labels } = props;
  return (
    <form method="get" className="mb-6 flex flex-wrap items-end gap-3 text-sm" data-testid={props.testId}>
      <label className="flex flex-col gap-1">
        {labels.from}
        <input type="date" name="from" defaultValue={props.from} className={periodField} required />
      </label>
      <label className="flex flex-col gap-1">
        {labels.to}
        <input type="date" name="to" defaultValue={props.to} className={periodField} required />
      </label>
      <label className="flex flex-col gap-1">
        {labels.groupBy}
        <select name="groupBy" defaultValue={props.groupBy} className={periodField}>
          {props.groups.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>
      </label>
      {props.children}
      <button type="submit" className="rounded-md bg-sky-700 px-3 py-1.5 font-medium text-white hover:bg-sky-800">
        {labels.show}
      </button>
    </form>
  );
}
