/** A value of the trail as the page shows it: the domain's reading, shared with any printed history. */
export { valorAuditado } from '@divida/domain/auditoria/valorAuditado';
