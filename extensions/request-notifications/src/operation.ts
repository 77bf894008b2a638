/** Id of the flow operation; directus_operations.type of the flow's "Summary" step. */
export const OPERATION_ID = 'request-summary';
