/** The media screens' rules, added to the back office's stylesheet (server/http/back-office/styles.ts). */
export const MEDIA_CSS = `
.gallery{border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem 1.25rem 1.25rem;margin:0;display:flex;flex-direction:column;gap:.9rem;min-width:0;background:#fff}
.gallery>legend{font-weight:700;font-size:1.05rem;padding:0 .35rem}
.gallery .hint{font-weight:400;margin:0}
.photos{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr))}
.photos:empty{display:none}
.photo{display:flex;flex-direction:column;gap:.75rem;padding:.85rem;border:1px solid #d1d5db;border-radius:.5rem;background:#f9fafb;min-width:0}
.photo-head{display:flex;gap:.85rem;align-items:flex-start}
.photo-head img{flex:none;width:96px;height:96px;object-fit:contain;background:#fff;border:1px solid #e5e7eb;border-radius:.375rem}
.photo-meta{display:flex;flex-direction:column;gap:.45rem;min-width:0;flex:1}
.photo-meta strong{font-size:.95rem}
.photo-place{flex-direction:row;align-items:center;gap:.5rem;font-weight:500}
.photo-place input{width:4.5rem}
.photo-alts{display:flex;flex-direction:column;gap:.5rem}
.photo-alts label{font-weight:500}
.photo-alts input{width:100%}
.photo-foot{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 1rem;align-items:center;border-top:1px solid #e5e7eb;padding-top:.6rem}
.photo-foot .remove{color:#991b1b}
.photo:has(input[name$=_remove]:checked){opacity:.55;border-style:dashed}
.photo:has(input[name$=_remove]:checked) .photo-alts{display:none}
.photo.new{background:#f0fdf4;border-color:#86efac}
.photo .file-name{overflow-wrap:anywhere}
.photo .badge{align-self:flex-start;background:#dcfce7;color:#14532d}
.move{display:flex;gap:.5rem}.move [data-move="-1"]::before{content:"\\2190\\00a0" / ""}.move [data-move="1"]::after{content:"\\00a0\\2192" / ""}.move>button{flex:1 1 0;justify-content:center}
.move[hidden]{display:none}
.button-link.small{min-height:2.25rem;padding:.3rem .7rem;font-size:.85rem}
.button-link:disabled{opacity:.45;cursor:default;background:#fff}
.enhanced .photo-head img{cursor:grab}
.photo.dragging{outline:2px dashed #15803d;opacity:.6}
.drop-zone{display:flex;flex-direction:column;gap:.35rem;padding:1rem;border:2px dashed #9ca3af;border-radius:.5rem;background:#f9fafb}
.drop-zone .drop-only{display:none}
.enhanced .drop-zone .drop-only{display:block}
.gallery.dropping .drop-zone{border-color:#15803d;background:#dcfce7}
.gallery-status:empty{display:none}
.gallery-status{margin:0;font-weight:600}
.gallery .field-error{display:block}
.photos-error{background:#fef2f2;border:1px solid #fecaca;border-radius:.375rem;padding:.5rem .75rem}
.photos-error ul{margin:0;padding-left:1.1rem}
.photo-head img:not([src]){background:repeating-linear-gradient(45deg,#f3f4f6 0 8px,#fff 8px 16px)}
.video{border:0;border-top:1px solid #e5e7eb;padding:1rem 0 0;margin:0;display:flex;flex-direction:column;gap:.9rem;min-width:0}
.video>legend{font-weight:700;padding:0 .35rem 0 0;float:left;width:100%;margin-bottom:.25rem}
.video-titles{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
.video label>input:not([type=file]):not([type=radio]){width:100%}
.video-poster{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
.video-poster>label:not(.choice){flex:1 1 14rem;min-width:0}
@media (max-width:40rem){.gallery{padding:.75rem}.photo{padding:.65rem}.photos{grid-template-columns:minmax(0,1fr)}}
.poster-own img{width:64px;height:64px;object-fit:contain;border:1px solid #e5e7eb;border-radius:.25rem;background:#fff}
.narrow-wide{max-width:40rem;margin:2rem auto}
`
