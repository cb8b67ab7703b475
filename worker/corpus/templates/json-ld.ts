import type { RenderContext } from "./html.ts";

/** schema.org Dentist markup as SEO plugins write it; the `<` escape keeps the JSON safe inside a script tag. */
export function jsonLdScript(ctx: RenderContext, extraClass = ""): string {
  const p = ctx.def.practice;
  const data = {
    "@context": "https://schema.org",
    "@type": "Dentist",
    name: p.name,
    url: `${ctx.origin}/`,
    telephone: `+1-${p.phone.replace(/\D/g, "").replace(/(\d{3})(\d{3})(\d{4})/, "$1-$2-$3")}`,
    email: p.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: p.suite ? `${p.street}, ${p.suite}` : p.street,
      addressLocality: p.city,
      addressRegion: p.state,
      postalCode: p.zip,
      addressCountry: "US",
    },
    ...(p.founded ? { foundingDate: String(p.founded) } : {}),
    ...(p.doctors.length > 0
      ? { employee: p.doctors.map((d) => ({ "@type": "Person", name: `Dr. ${d.name}`, jobTitle: d.role })) }
      : {}),
    ...(p.hours ? { openingHours: p.hours } : {}),
  };
  const cls = extraClass ? ` class="${extraClass}"` : "";
  return `<script type="application/ld+json"${cls}>${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}
