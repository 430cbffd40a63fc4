/**
 * The building blocks every list screen uses (the list block, its table, search, filters, pages,
 * switches, delete with Undo, export), grouped into one chunk with what they import (React Aria's
 * parts, the session, the toasts). Left to the bundler they come as some forty chunks of a few
 * hundred bytes, each compressed on its own, which made a list screen ~7 kB heavier over the wire.
 * The login screen shares many of those imports and so downloads this chunk too: ~1.7 kB more
 * for it (93.0 kB, still under goal 5's 100 kB), and every screen after sign-in finds it cached.
 */
const LIST_MODULES = [
  /\/web\/components\/area\/(AreaList|DeletedList|DeletedLink|ListSearch|ExportButton)\.tsx$/,
  /\/web\/components\/(DataTable|Pagination|PageHeader|ConfirmDelete|StatusSwitch|RowActions|StatusSelect)\.tsx$/,
  /\/web\/components\/ui\/(LinkButton|Switch|SelectField)\.tsx$/,
  /\/web\/lib\/table\/(actionsColumn|restoreColumn|switchColumn)\.tsx$/,
  /\/web\/lib\/(mutate|usePagedRows|pageRows|useRows|useRowDelete|useRestoreRow|undoDelete|switchRow|listStatus|useListSearch|useDeletedView|useTypedParam|useOptimisticSave|dataVersion|useLoad)\.ts$/,
  /\/domain\/(format|export|pagination|limits|found)\.ts$/,
  // The switch column's control, from React Aria.
  /\/react-aria-components\/dist\/private\/Switch\.mjs$/,
  /\/react-aria\/dist\/private\/(switch|toggle|visually-hidden)\//,
  /\/react-stately\/dist\/private\/toggle\//,
];

/** The bundler's group for them (build.rolldownOptions.output.codeSplitting). */
export const listChunk = { name: 'list', test: (id: string) => LIST_MODULES.some((pattern) => pattern.test(id)) };
