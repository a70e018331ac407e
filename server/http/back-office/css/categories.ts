/** The categories screens' rules, added to the back office's stylesheet (server/http/back-office/styles.ts). */
export const CATEGORIES_CSS = `
.category-tree .tree-name{display:flex;flex-wrap:wrap;align-items:baseline;column-gap:.5rem}
.category-tree .depth-1{padding-left:1.5rem}.category-tree .depth-2{padding-left:3rem}
.category-tree .depth-3{padding-left:4.5rem}.category-tree .depth-4{padding-left:6rem}
.category-tree .depth-1::before,.category-tree .depth-2::before,.category-tree .depth-3::before,.category-tree .depth-4::before{content:"└";color:#9ca3af;margin-left:-1rem;width:1rem}
.category-tree .tree-path{font-size:.8rem;overflow-wrap:anywhere}
.order-buttons{display:flex;gap:.25rem}.order-buttons form{margin:0}
.order-buttons button{min-width:2.25rem;padding:.25rem .5rem}
.order-buttons button:disabled{opacity:.35;cursor:default}
.filter-list{display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:.5rem 1.5rem}
.filter-list li{display:flex;align-items:center;justify-content:space-between;gap:.5rem;border-bottom:1px solid #e5e7eb;padding:.25rem 0}
.filter-list li label:not(.choice){margin:0}
.filter-list input[inputmode=numeric]{width:4.5rem}
.category-tree .depth-0 a{font-weight:700}
.category-tree td{vertical-align:middle}
.effects{margin:0;padding-left:1.25rem;display:grid;gap:.4rem}
.brand-list img,.logo-current img{object-fit:contain;background:repeating-conic-gradient(#f3f4f6 0 25%,#fff 0 50%) 0 0/12px 12px;border:1px solid #e5e7eb;border-radius:4px}
.logo-current{align-items:center;gap:1rem;flex-wrap:wrap}
@media (max-width:40rem){.category-tree .tree-path{display:none}.category-tree .depth-1{padding-left:1rem}.category-tree .depth-2{padding-left:2rem}.category-tree .depth-3,.category-tree .depth-4{padding-left:2.5rem}.category-tree .order-buttons{margin-top:.15rem}}
`
