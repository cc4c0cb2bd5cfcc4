/** A table's head: one row of plain column labels (a falsy one, a column not shown, is left out). */
export function TableHead({ labels }: { labels: (string | false | null | undefined)[] }) {
  return (
    <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
      <tr>
        {labels
          .filter((label): label is string => !!label)
          .map((label) => (
            <th key={label} scope="col" className="px-3 py-2 font-medium">
              {label}
            </th>
          ))}
      </tr>
    </thead>
  );
}
