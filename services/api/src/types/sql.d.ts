/** A .sql file imported as its text (webpack asset/source; the Jest transform in tools/jest). */
declare module '*.sql' {
  const text: string;
  export default text;
}
