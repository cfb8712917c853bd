/** The API's 'nome,desc' as the list's URL form '-nome' (useListState's defaultSort). */
export const toUrlSort = (apiSort: string) => {
  const [field = '', dir] = apiSort.split(',');
  return dir === 'desc' ? `-${field}` : field;
};
