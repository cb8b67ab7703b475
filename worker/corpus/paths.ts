import type { Theme } from "./types.ts";

export type SitePaths = {
  about: string;
  team: string;
  services: string;
  service(slug: string): string;
  technology: string;
  contact: string;
  blog: string;
  post(slug: string): string;
  page(slug: string): string;
};

/** URL conventions differ by platform, so crawlers see WordPress slugs, Wix bare paths and old .htm files. */
export function sitePaths(theme: Theme): SitePaths {
  switch (theme) {
    case "wordpress":
      return {
        about: "/about-us/",
        team: "/about-us/meet-the-doctors/",
        services: "/services/",
        service: (slug) => `/services/${slug}/`,
        technology: "/our-technology/",
        contact: "/contact-us/",
        blog: "/blog/",
        post: (slug) => `/${slug}/`,
        page: (slug) => `/${slug}/`,
      };
    case "wix":
      return {
        about: "/about",
        team: "/our-team",
        services: "/services",
        service: (slug) => `/services-${slug}`,
        technology: "/technology",
        contact: "/contact",
        blog: "/blog",
        post: (slug) => `/post/${slug}`,
        page: (slug) => `/${slug}`,
      };
    case "squarespace":
      return {
        about: "/about",
        team: "/meet-the-team",
        services: "/services",
        service: (slug) => `/services/${slug}`,
        technology: "/technology",
        contact: "/contact",
        blog: "/journal",
        post: (slug) => `/journal/${slug}`,
        page: (slug) => `/${slug}`,
      };
    case "prosites":
      return {
        about: "/about-us.html",
        team: "/meet-the-doctor.html",
        services: "/services.html",
        service: (slug) => `/${slug}.html`,
        technology: "/dental-technology.html",
        contact: "/contact-us.html",
        blog: "/blog.html",
        post: (slug) => `/blog/${slug}.html`,
        page: (slug) => `/${slug}.html`,
      };
    case "legacy":
      return {
        about: "/about.htm",
        team: "/doctors.htm",
        services: "/services.htm",
        service: (slug) => `/${slug}.htm`,
        technology: "/technology.htm",
        contact: "/contact.htm",
        blog: "/news.htm",
        post: (slug) => `/news/${slug}.htm`,
        page: (slug) => `/${slug}.htm`,
      };
    case "custom":
      return {
        about: "/about/",
        team: "/team/",
        services: "/services/",
        service: (slug) => `/services/${slug}/`,
        technology: "/technology/",
        contact: "/contact/",
        blog: "/blog/",
        post: (slug) => `/blog/${slug}/`,
        page: (slug) => `/${slug}/`,
      };
  }
}
