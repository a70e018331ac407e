/** The staff screens' rules (staff accounts and the audit log), added to the back office's stylesheet (server/http/back-office/styles.ts). */
export const STAFF_CSS = `
.r-admin{background:#ede9fe;color:#4c1d95}.r-catalogue{background:#e0f2fe;color:#0c4a6e}.r-orders{background:#fef3c7;color:#78350f}
.staff .heading-row{justify-content:space-between}.staff .heading-row h1{margin:0}
.staff tr.disabled td{color:#6b7280}
.staff .email{overflow-wrap:anywhere}
.staff-facts{grid-template-columns:max-content 1fr}
.staff-form h2{margin:0}
.staff-form .primary{margin:0}
.staff-form .form-grid{grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}
.staff label input,.staff label select,.audit label input,.audit label select{font-weight:400}
.audit .filters .primary{align-self:flex-end;margin:0}
.audit td.span{min-width:20rem}
.audit-details details summary{color:#374151;font-weight:400}
.audit .filters label{flex:1 1 10rem;min-width:0}
.audit .filters select,.audit .filters input{width:100%}
.audit .filters .button-link{min-height:2.6rem}
.audit-details{font-size:.9rem;gap:.2rem}
.audit-details li{overflow-wrap:anywhere;white-space:pre-line}
.audit-details .from{color:#991b1b}.audit-details .to{color:#14532d}
.audit code{font-size:.85rem}
.audit .record-id{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85rem;overflow-wrap:anywhere}
.audit .block{display:block}
@media (max-width:40rem){.staff .heading-row{flex-direction:column;align-items:flex-start}.audit .filters label{flex-basis:100%}}
`
