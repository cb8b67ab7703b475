/** 'Load Sample Data': a realistic practice page that names an in-house CBCT scanner, its make, model and age. */
export const SAMPLE_PRACTICE_NAME = "Riverside Family & Implant Dentistry";

export const SAMPLE_WEBSITE_CONTENT = `Riverside Family & Implant Dentistry | Dr. Michael Chen, DDS | Fredericksburg, VA

Welcome to Riverside Family & Implant Dentistry, serving Fredericksburg and Stafford families since 2004.

Advanced 3D Imaging In Our Office
Since 2012 our practice has owned a Planmeca ProMax 3D cone beam CT (CBCT) scanner. Having 3D imaging in-house means
you never need a referral to an outside imaging center: in a single 20-second scan we see bone volume, nerve position
and sinus anatomy in three dimensions, with a fraction of the radiation of a medical CT.

Our Services
- Dental Implants: guided implant placement and implant restoration, planned on your own 3D scan
- Oral Surgery: wisdom teeth extractions, bone grafting and sinus lifts
- Root Canal Therapy (endodontics) with 3D-guided diagnosis
- Invisalign clear aligners and traditional braces
- IV and oral sedation dentistry for anxious patients
- Sleep apnea oral appliances
- Digital impressions with our iTero intraoral scanner and same-day CEREC crowns

Referring doctors are welcome: we accept referrals for 3D scans and implant placement from general dentists across the region.

Call (540) 555-0142 or book online. 1200 Princess Anne Street, Fredericksburg, VA 22401.`;
