import type { OpenDataSet } from '@/lib/open-data/open-data-sets';

/** A download's columns, in file order, with their types and meanings. */
export function OpenDataFields({ set }: { set: OpenDataSet }) {
  return (
    <div className="table-responsive">
      <table className="table platform-table open-data-fields">
        <caption>Columns of {set.name}.csv (and fields of each record in {set.name}.json)</caption>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Type</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {set.fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
              </th>
              <td>{field.type}</td>
              <td>{field.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
