/**
 * The id of the <script type="application/json"> in which a rendered page carries its reads
 * (contract/read-paths.ts says which). Its own module: the browser's entry script reads the element
 * on every page, and read-paths.ts brings the list schemas and their library with it.
 */
export const PAGE_READS_ELEMENT_ID = "page-reads";
