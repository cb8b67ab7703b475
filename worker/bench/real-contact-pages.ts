/**
 * Held-out evidence: contact blocks of real dental practice websites the project never wrote, collected with the
 * `search` tool from its stored public pages and public repository sources (no live fetch). Each page is a minimal
 * excerpt re-typed in the project's own markup: the practice's own names, numbers, addresses and e-mails are kept as
 * the site shows them, the surrounding copy is cut or paraphrased. `expected` holds what a careful reader copies
 * from the excerpt; `null` means the excerpt shows no such field (extraction must not invent one), and a field left
 * out is not scored (the excerpt cannot tell). Not used by any test or tuning: a measurement only.
 */
export type RealContactCase = {
  /** Where the excerpt comes from: the page address, or repository and path for a site's source. */
  source: string;
  /** The site's own address, used as the crawl's final URL (its domain can name the country). */
  siteUrl: string;
  pages: { path: string; html: string }[];
  expected: {
    /** Several spellings a reader would accept, first the one shown most. */
    practiceName?: string | string[] | null;
    phone?: string | null;
    email?: string | null;
    /** US street line only; an address outside the US is stored whole and not scored here. */
    address?: string | null;
    city?: string | null;
    state?: string | null;
    zipCode?: string | null;
  };
};

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const doc = (title: string, head: string, body: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title>${head}</head><body>${body}</body></html>`;

export const REAL_CONTACT_CASES: readonly RealContactCase[] = [
  {
    source: "github:aliwi-israa/crossroads-wp-v4 wp-content/themes/crossroads_theme/partials/structured-data.php",
    siteUrl: "https://crossroadsdental.ca/",
    pages: [
      {
        path: "/",
        html: doc(
          "Crossroads Dental Clinic",
          ld({
            "@context": "https://schema.org",
            "@type": "Organization",
            url: "https://crossroadsdental.ca",
            name: "Crossroads Dental Clinic",
            email: "info@crossroadsdental.ca",
            telephone: "(416) 623-8443",
            address: {
              "@type": "PostalAddress",
              streetAddress: "2384 Dundas St W ",
              addressLocality: "Toronto",
              addressCountry: "CA",
              addressRegion: "ON",
              postalCode: "M6P 1W9",
            },
          }),
          "<p>Emergency care, clear aligners and more.</p>",
        ),
      },
    ],
    expected: {
      practiceName: "Crossroads Dental Clinic",
      phone: "(416) 623-8443",
      email: "info@crossroadsdental.ca",
      city: "Toronto",
      state: null,
      zipCode: null,
    },
  },
  {
    source: "github:Thornaado/Zahnarzt-Dold components/seo/local-business-schema.tsx",
    siteUrl: "https://zahnarzt-dold.de/",
    pages: [
      {
        path: "/",
        html: doc(
          "Zahnarzt Dold Rheinfelden",
          ld({
            "@context": "https://schema.org",
            "@type": "Dentist",
            name: "Zahnarzt Dold Rheinfelden | Ihre Praxis für nachhaltige Zahnheilkunde",
            telephone: "+49 7623 62484",
            address: {
              "@type": "PostalAddress",
              streetAddress: "Friedrichstr. 23",
              addressLocality: "Rheinfelden (Baden)",
              postalCode: "79618",
              addressCountry: "DE",
            },
          }),
          "<p>Ihre Praxis in Rheinfelden.</p>",
        ),
      },
    ],
    expected: {
      practiceName: "Zahnarzt Dold Rheinfelden",
      phone: "07623 62484",
      email: null,
      city: "Rheinfelden (Baden)",
      state: null,
      zipCode: null,
    },
  },
  {
    source: "github:ovsw/chd-web src/components/schemas.js",
    siteUrl: "https://www.mychandlerdentists.com/",
    pages: [
      {
        path: "/",
        html: doc(
          "Shumway Dental Care | Chandler Dentist",
          ld({ "@context": "http://www.schema.org", "@type": "WebSite", name: "SHUMWAY DENTAL CARE" }) +
            ld({
              "@context": "http://schema.org",
              "@type": "WebPage",
              name: "SHUMWAY DENTAL CARE",
              publisher: { "@type": "service", name: "SHUMWAY DENTAL CARE" },
            }) +
            ld({
              "@context": "http://www.schema.org",
              "@type": "localbusiness",
              name: "SHUMWAY DENTAL CARE",
              telephone: "480-659-7800",
              address: {
                "@type": "PostalAddress",
                streetAddress: "3150 S Gilbert Rd #1",
                addressLocality: "Chandler",
                addressRegion: "AZ",
                postalCode: "85286",
                addressCountry: "USA",
              },
              contactPoint: { "@type": "PostalAddress", contactType: "Customer Service", telephone: "480-659-7800" },
            }),
          "<p>A general family dentist office.</p>",
        ),
      },
    ],
    expected: {
      practiceName: ["SHUMWAY DENTAL CARE", "Shumway Dental Care"],
      phone: "(480) 659-7800",
      email: null,
      address: "3150 S Gilbert Rd #1",
      city: "Chandler",
      state: "AZ",
      zipCode: "85286",
    },
  },
  {
    source: "code corpus: React page of Gnathos Dental (schemaData block)",
    siteUrl: "https://www.gnathosdental.in/",
    pages: [
      {
        path: "/",
        html: doc(
          "Gnathos Dental | Premium Dental Clinic in Hyderabad",
          ld({
            "@context": "https://schema.org",
            "@type": "Dentist",
            name: "Gnathos Dental",
            telephone: "090006 66476",
            address: {
              "@type": "PostalAddress",
              streetAddress: "CARE Hospitals, Old Mumbai Hwy, HITEC City",
              addressLocality: "Hyderabad",
              addressRegion: "Telangana",
              postalCode: "500032",
              addressCountry: "IN",
            },
          }),
          "<p>Book online or call us at +91 9955 708 885.</p>",
        ),
      },
    ],
    expected: { practiceName: "Gnathos Dental", phone: "090006 66476", city: "Hyderabad", state: null, zipCode: null },
  },
  {
    source: "code corpus: root-canal route of MY DENTIST, Kanpur (MedicalProcedure with a Dentist provider)",
    siteUrl: "https://mydentistkanpur.example/",
    pages: [
      {
        path: "/root-canal-treatment-kanpur",
        html: doc(
          "Root Canal Treatment in Kanpur | MY DENTIST",
          ld({
            "@context": "https://schema.org",
            "@type": "MedicalProcedure",
            name: "Root Canal Treatment",
            provider: {
              "@type": "Dentist",
              name: "MY DENTIST",
              address: {
                "@type": "PostalAddress",
                streetAddress: "117/L-1/455-A, Naveen Nagar, Kakadeo",
                addressLocality: "Kanpur",
                addressRegion: "Uttar Pradesh",
                postalCode: "208025",
                addressCountry: "IN",
              },
            },
          }),
          "<h1>Painless root canal treatment</h1>",
        ),
      },
    ],
    expected: { practiceName: "MY DENTIST", phone: null, email: null, city: "Kanpur", state: null, zipCode: null },
  },
  {
    source: "code corpus: home page of Dra. Marianina Muñoz, Curitiba (Dentist JSON-LD)",
    siteUrl: "https://dramarianina.example/",
    pages: [
      {
        path: "/",
        html: doc(
          "Dra. Marianina Muñoz | Dentista em Curitiba",
          ld({
            "@context": "https://schema.org",
            "@type": "Dentist",
            name: "Dra. Marianina Muñoz",
            address: {
              "@type": "PostalAddress",
              streetAddress: "R. Mal. Rondon, 327",
              addressLocality: "Curitiba",
              addressRegion: "PR",
              postalCode: "81130-170",
              addressCountry: "BR",
            },
          }),
          "<p>Consultório odontológico no Capão Raso.</p>",
        ),
      },
    ],
    expected: {
      practiceName: "Dra. Marianina Muñoz",
      phone: null,
      email: null,
      city: "Curitiba",
      state: null,
      zipCode: null,
    },
  },
  {
    source: "code corpus: contact view of John Martin Dental, St. Louis (two offices in the footer)",
    siteUrl: "https://www.johnmartindental.example/",
    pages: [
      {
        path: "/contact",
        html: doc(
          "Contact | John Martin Dental",
          "",
          `<div class="billboard"><h3>John Martin Dental &amp; Associates</h3><h2>CONTACT</h2></div>
           <h2>Contact John Martin Dental</h2><p>To schedule a consultation with Dr. John Martin, send us your details.</p>
           <h2>Maryland Heights</h2><p>MON 11:00–7:00 TUE 8:30–5:00</p><h2>Gerald</h2><p>MON 11:00–7:00</p>
           <div class="footer-container"><h3><strong>Dr. John Martin</strong><br>&amp; Associates</h3>
           <h3>CALL US</h3><p>Maryland Heights Office<br><span>(314) 739-1222</span></p><p>Gerald Office<br><span>(573) 764-2425</span></p>
           <div>St. Louis Dentist | 5.0 stars, based on 4 reviews</div></div>
           <div class="credit-container"><p>© 2020 John Martin Dental. All Rights Reserved.<br>Developed By <a href="https://williamcayetano.com">William Cayetano</a></p></div>`,
        ),
      },
    ],
    expected: {
      practiceName: ["John Martin Dental", "John Martin Dental & Associates"],
      phone: "(314) 739-1222",
      email: null,
      address: null,
      city: null,
      state: null,
      zipCode: null,
    },
  },
  {
    source: "code corpus: article layout of Dentin Family Dentistry (publisher Dentist node)",
    siteUrl: "https://dentinfamilydentistry.example/",
    pages: [
      {
        path: "/blog/x",
        html: doc(
          "Patient Education | Dentin Family Dentistry",
          ld({
            "@context": "https://schema.org",
            "@type": "Article",
            author: { "@type": "Person", name: "Dr. Mehdi Adibrad" },
            publisher: { "@type": "Dentist", name: "Dentin Family Dentistry", telephone: "+14379002200" },
          }),
          "<h1>Patient Education</h1>",
        ),
      },
    ],
    expected: { practiceName: "Dentin Family Dentistry", phone: "(437) 900-2200", email: null },
  },
  {
    source: "github:nerko85/estetika-dent next-seo.config.js",
    siteUrl: "https://www.estetikadent.ba/",
    pages: [
      {
        path: "/",
        html: doc(
          "Estetika Dent - Stomatološka ordinacija",
          `<meta property="og:site_name" content="Estetika Dent">`,
          "<p>Stomatološka ordinacija osnovana 2014. godine.</p>",
        ),
      },
    ],
    expected: { practiceName: "Estetika Dent", phone: null, email: null },
  },
  {
    source: "code corpus: Next.js metadata of Rhythm Dental & Prism Dental (Oakville, Brampton)",
    siteUrl: "https://www.rhythmdental.ca/",
    pages: [
      {
        path: "/",
        html: doc(
          "Rhythm Dental &amp; Prism Dental - Dr. Nila Parmar &amp; Associates",
          `<meta property="og:site_name" content="Rhythm Dental"><meta property="og:title" content="Rhythm Dental &amp; Prism Dental">`,
          "<p>Comprehensive dental care in Oakville and Brampton.</p>",
        ),
      },
    ],
    expected: { practiceName: ["Rhythm Dental", "Rhythm Dental & Prism Dental"], phone: null, email: null },
  },
  {
    source: "github:oiver555/BarnetDental template-parts/meta/*.php (two pages' titles)",
    siteUrl: "https://barnetdental.example/",
    pages: [
      {
        path: "/specialty/",
        html: doc(
          "Dental Specialties - Explore All Services at Barnet Dental",
          `<meta property="og:title" content="Explore Our Dental Specialties at Barnet Dental">`,
          "<p>Orthodontics, periodontics, oral surgery and more.</p>",
        ),
      },
      {
        path: "/find-a-dentist/",
        html: doc(
          "Find a Dentist at Barnet Dental - Search for Our Expert Dentists",
          `<meta property="og:title" content="Find Your Ideal Dentist at Barnet Dental">`,
          "<p>Search by specialty.</p>",
        ),
      },
    ],
    expected: { practiceName: "Barnet Dental", phone: null, email: null },
  },
  {
    source: "http://synergydentaltx.com/office-policies",
    siteUrl: "http://synergydentaltx.com/",
    pages: [
      {
        path: "/office-policies",
        html: doc(
          "Office Policies",
          "",
          "<p>For Appointments: 972-633-2377</p><h1>Office Policies</h1><p>Patients are seen by appointment only.</p>",
        ),
      },
    ],
    expected: { phone: "(972) 633-2377", email: null },
  },
  {
    source: "http://tranquilitydentalgroup.com/services/",
    siteUrl: "http://tranquilitydentalgroup.com/",
    pages: [
      {
        path: "/services/",
        html: doc(
          "Services",
          "",
          "<p>Opening Hours : Tuesday - Friday 8:30am-5pm</p><p>Contact : 972-540-6200</p><p>A comprehensive oral exam is performed at least once per year at Tranquility Dental.</p>",
        ),
      },
    ],
    expected: { phone: "(972) 540-6200", email: null },
  },
  {
    source: "http://childrensdentalcare.us/office-policies/",
    siteUrl: "http://childrensdentalcare.us/",
    pages: [
      {
        path: "/office-policies/",
        html: doc(
          "Office Policies",
          "",
          "<p>Dallas | (972) 234-4500 | Richardson | (972) 808-9600</p><h1>Office Policies</h1><p>We are pleased to welcome you to our practice.</p>",
        ),
      },
    ],
    expected: { phone: "(972) 234-4500", email: null },
  },
  {
    source: "https://972sparkle.com/patient-information/",
    siteUrl: "https://972sparkle.com/",
    pages: [
      {
        path: "/patient-information/",
        html: doc(
          "Patient Information",
          "",
          "<h2>Office Hours</h2><p>Rockwall – Ridge Rd. Monday – Friday: 8:30am to 5pm</p><p>Sulphur Springs Monday – Friday: 8:30am to 5pm</p><p>Please contact our office in the case of a dental emergency.</p><p>Please Call: (972) 772-7553 or (903) 885-3600</p>",
        ),
      },
    ],
    expected: { phone: "(972) 772-7553", email: null },
  },
  {
    source: "https://www.nancybuidds.com/office-policies-22.html",
    siteUrl: "https://www.nancybuidds.com/",
    pages: [
      {
        path: "/office-policies-22.html",
        html: doc(
          "Office Policies",
          "",
          "<h1>Office Policies</h1><p>Questions about our office policies? Call our office during business hours at 817-466-9972.</p>",
        ),
      },
    ],
    expected: { phone: "(817) 466-9972", email: null },
  },
  {
    source: "https://www.21stcenturydental.com/information.html",
    siteUrl: "https://www.21stcenturydental.com/",
    pages: [
      {
        path: "/information.html",
        html: doc(
          "Practice Information and Policies",
          "",
          "<h2>Emergency Dental Care</h2><p>If you are a patient of record with an emergency while we are closed, please call the main office number (972-255-3712 ) for instructions.</p>",
        ),
      },
    ],
    expected: { phone: "(972) 255-3712", email: null },
  },
  {
    source: "https://www.activelifedentistry.com/covid-faq/",
    siteUrl: "https://www.activelifedentistry.com/",
    pages: [
      {
        path: "/covid-faq/",
        html: doc(
          "COVID FAQ",
          "",
          "<p>Without a smartphone, please call our office at 281.970.4000 when you arrive and we will bring a paper screening form to your vehicle.</p>",
        ),
      },
    ],
    expected: { phone: "(281) 970-4000", email: null },
  },
  {
    source: "http://www.readysetsmile.net/office-info/office-policies",
    siteUrl: "http://www.readysetsmile.net/",
    pages: [
      {
        path: "/office-info/office-policies",
        html: doc(
          "Office Policies",
          "",
          "<h2>Office Hours</h2><p>Summer hours vary. For more details, please call our office at 505-9778.</p>",
        ),
      },
    ],
    // A seven-digit number without its area code cannot be dialled from a lead: no phone.
    expected: { phone: null, email: null, address: null, city: null, state: null, zipCode: null },
  },
  {
    source: "https://www.corpuschristidentistry.com/covid-19.html",
    siteUrl: "https://www.corpuschristidentistry.com/",
    pages: [
      {
        path: "/covid-19.html",
        html: doc("COVID-19", "", "<p>Our new office (4758 McArdle Rd; Suite 104) is almost move-in ready.</p>"),
      },
    ],
    // A street without city, state or zip: no city/state/zip may be guessed.
    expected: { phone: null, email: null, city: null, state: null, zipCode: null },
  },
  // Added after the first run's fixes, and scored once without further change.
  {
    source: "code corpus: site generator of Atlantis Dental Yaletown, Vancouver (LOCAL_BUSINESS_SCHEMA)",
    siteUrl: "https://www.atlantisdental.ca/",
    pages: [
      {
        path: "/",
        html: doc(
          "Atlantis Dental Yaletown | Vancouver Dentist",
          ld({
            "@context": "https://schema.org",
            "@type": "Dentist",
            name: "Atlantis Dental Yaletown",
            alternateName: "Atlantis Dental Centre",
            telephone: "+1-604-899-0775",
            email: "yaletown@atlantisdental.ca",
            address: {
              "@type": "PostalAddress",
              streetAddress: "1278 Pacific Boulevard",
              addressLocality: "Vancouver",
              addressRegion: "BC",
              postalCode: "V6Z 2V1",
              addressCountry: "CA",
            },
          }),
          "<h1>Tomorrow's Dentistry – today!</h1>",
        ),
      },
    ],
    expected: {
      practiceName: "Atlantis Dental Yaletown",
      phone: "(604) 899-0775",
      email: "yaletown@atlantisdental.ca",
      city: "Vancouver",
      state: null,
      zipCode: null,
    },
  },
  {
    source: "code corpus: 'La Doctora' page of dragloriarivera.com, Bogotá (Person working for a Dentist)",
    siteUrl: "https://dragloriarivera.com/",
    pages: [
      {
        path: "/ladoctora",
        html: doc(
          "La Doctora | Dra. Gloria Rivera Ortodoncista",
          ld({
            "@context": "https://schema.org",
            "@type": ["Person", "Physician"],
            name: "Dra. Gloria Rivera",
            jobTitle: "Ortodoncista especialista en Invisalign",
            worksFor: {
              "@type": "Dentist",
              name: "Consultorio Dra. Gloria Rivera",
              url: "https://dragloriarivera.com",
              address: { "@type": "PostalAddress", addressLocality: "Bogotá", addressCountry: "CO" },
            },
          }) +
            ld({
              "@context": "https://schema.org",
              "@type": "BreadcrumbList",
              itemListElement: [{ "@type": "ListItem", position: 1, name: "Inicio" }],
            }),
          "<h1>La Doctora</h1>",
        ),
      },
    ],
    expected: {
      practiceName: ["Consultorio Dra. Gloria Rivera", "Dra. Gloria Rivera"],
      phone: null,
      email: null,
      city: "Bogotá",
      state: null,
      zipCode: null,
    },
  },
  {
    source:
      "code corpus: footer script of Spring Valley Dental Associates, Dallas (footer injected on DOMContentLoaded; excerpt as rendered)",
    siteUrl: "https://www.springvalleydentistry.com/",
    pages: [
      {
        path: "/contact.html",
        html: doc(
          "Contact Us",
          "",
          `<h1>Book Online</h1><div id="footer-placeholder"><footer class="footer"><section class="footer-column"><h4>Contact Us</h4>
           <div class="footer-address">Spring Valley Dental Associates<br>14228 Midway Rd, Suite 100<br>Dallas, TX 75244<br>
           Phone: <a href="tel:+19728522222">(972) 852-2222</a><br>Email: <a href="mailto:info@springvalleydentistry.com">info@springvalleydentistry.com</a></div></section>
           <section class="footer-column"><h4>Office Hours</h4><ul><li>Monday: 10:00 AM — 7:00 PM</li><li>Sunday: Closed</li></ul></section>
           <p class="copy">© 2025 Spring Valley Dental Associates. All rights reserved.</p></footer></div>`,
        ),
      },
    ],
    expected: {
      practiceName: "Spring Valley Dental Associates",
      phone: "(972) 852-2222",
      email: "info@springvalleydentistry.com",
      address: "14228 Midway Rd, Suite 100",
      city: "Dallas",
      state: "TX",
      zipCode: "75244",
    },
  },
];
