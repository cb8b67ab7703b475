import { describe, expect, it } from "vitest";
import { businessNodes, jsonLdNodes, nodeTypes, textProp } from "./json-ld.ts";

describe("json-ld", () => {
  const blocks = [
    {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebSite", name: "Site" },
        { "@type": "Organization", name: "Smile Group" },
        { "@type": ["LocalBusiness", "http://schema.org/Dentist"], name: { "@value": "Smile Dental" } },
      ],
    },
    [{ "@type": "MedicalClinic", name: "Smile Surgery Center", telephone: 5125550142 }],
  ];
  const nodes = jsonLdNodes(blocks);

  it("ranks business nodes Dentist first, Organization last, ignoring non-businesses", () => {
    expect(businessNodes(nodes).map((n) => textProp(n, "name"))).toEqual([
      "Smile Dental",
      "Smile Surgery Center",
      "Smile Group",
    ]);
  });

  it("strips vocabulary prefixes from types and reads numbers as text", () => {
    expect(nodeTypes({ "@type": "http://schema.org/Dentist" })).toEqual(["Dentist"]);
    expect(textProp({ telephone: 5125550142 }, "telephone")).toBe("5125550142");
  });

  it("stops walking a hostile, deeply nested block", () => {
    let deep: Record<string, unknown> = { "@type": "Dentist", name: "Bottom" };
    for (let i = 0; i < 50; i++) deep = { child: deep };
    expect(businessNodes(jsonLdNodes([deep]))).toEqual([]);
  });
});
