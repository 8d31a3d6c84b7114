/**
 * Strings of the content and form pages: contact, enquiry, list your property, careers, about,
 * team, reviews, video and privacy. `{agency}` is the agency name from site settings.
 */
export const content = {
  "content.newTab": "(opens in a new tab)",
  "content.socialLink": "{network} (opens in a new tab)",
  "content.demoNotice": "Demo content: the people, photos and reviews on this page are fictional.",

  // ---------- contact details (shared) ----------
  "content.contact.detailsTitle": "Contact details",
  "content.contact.phone": "Phone",
  "content.contact.whatsapp": "WhatsApp",
  "content.contact.whatsappCta": "Message us on WhatsApp",
  "content.contact.email": "Email",
  "content.contact.address": "Office",
  "content.contact.hours": "Opening hours",
  "content.contact.follow": "Follow us",
  "content.contact.orn": "Registered with the Real Estate Regulatory Agency (RERA): {orn}",

  // ---------- /contact ----------
  "content.contactPage.metaTitle": "Contact us",
  "content.contactPage.metaDescription":
    "Call, WhatsApp or write to {agency} in Dubai. Our agents answer questions about buying, renting and selling property within one working day.",
  "content.contactPage.eyebrow": "Contact",
  "content.contactPage.title": "Talk to a Dubai property specialist",
  "content.contactPage.lead":
    "Whether you are buying your first apartment, moving your family to a villa or leasing an office, tell us what you need. A real person replies, usually the same day.",
  "content.contactPage.visitTitle": "Visit or call us",
  "content.contactPage.visitBody":
    "Our office is open for walk-ins during opening hours. For viewings, please call or message ahead so an agent can meet you at the property.",

  // ---------- /enquiry ----------
  "content.enquiryPage.metaTitle": "Property enquiry",
  "content.enquiryPage.metaDescription":
    "Ask {agency} about a listing: price, service charge, payment plan, availability and viewing times.",
  "content.enquiryPage.eyebrow": "Enquiry",
  "content.enquiryPage.title": "Ask us about a property",
  "content.enquiryPage.lead":
    "Send your questions and the agent responsible will reply with the details and the next available viewing times.",
  "content.enquiryPage.viewListing": "View the listing",
  "content.enquiryPage.asideTitle": "Prefer to talk?",

  // ---------- /listProperty ----------
  "content.listPage.metaTitle": "List your property",
  "content.listPage.metaDescription":
    "Sell or rent out your Dubai property with {agency}: a free valuation, professional photography and qualified buyers and tenants.",
  "content.listPage.eyebrow": "For owners",
  "content.listPage.title": "List your property with us",
  "content.listPage.lead":
    "Selling or renting out an apartment, villa or office in Dubai? Tell us about it and we will come back with a realistic price, based on recent transactions in your building.",
  "content.listPage.stepsTitle": "What happens next",
  "content.listPage.step1.title": "A call within one working day",
  "content.listPage.step1.body":
    "A listing specialist confirms the details and books a visit at a time that suits you.",
  "content.listPage.step2.title": "A free valuation",
  "content.listPage.step2.body":
    "We compare recent Dubai Land Department transactions and live listings in your community, and explain the price we recommend.",
  "content.listPage.step3.title": "Photography and a permit",
  "content.listPage.step3.body":
    "Professional photos and a floor plan, and the Trakheesi advertising permit, before your listing goes live.",
  "content.listPage.step4.title": "Qualified buyers and tenants",
  "content.listPage.step4.body":
    "We screen every enquiry, accompany every viewing and handle the paperwork through to transfer or Ejari registration.",

  // ---------- /career ----------
  "content.careerPage.metaTitle": "Careers",
  "content.careerPage.metaDescription":
    "Join {agency}: openings for real estate agents and property management specialists in Dubai. Apply online with your CV.",
  "content.careerPage.eyebrow": "Careers",
  "content.careerPage.title": "Join our team",
  "content.careerPage.lead":
    "We are a small, senior team that would rather do fewer deals, properly. If you care about clients as much as commissions, we would like to meet you.",
  "content.careerPage.whyTitle": "Why work with us",
  "content.careerPage.why1.title": "Leads that are real",
  "content.careerPage.why1.body":
    "Every enquiry reaches a named agent the same day. You spend your time on viewings and negotiations, not on cold calls.",
  "content.careerPage.why2.title": "Support from day one",
  "content.careerPage.why2.body":
    "We sponsor your RERA certification and Broker Registration Number, and pair you with a senior agent for your first three months.",
  "content.careerPage.why3.title": "A fair split",
  "content.careerPage.why3.body":
    "A transparent commission structure, paid monthly, with a basic salary while you build your pipeline.",
  "content.careerPage.openingsTitle": "Current openings",
  "content.careerPage.opening.agent.title": "Real Estate Agent",
  "content.careerPage.opening.agent.type": "Full time · Business Bay office",
  "content.careerPage.opening.agent.body":
    "Advise buyers and tenants across Dubai Marina, Downtown and Dubai Hills, from first viewing to transfer. You speak English and ideally Arabic, Russian, Hindi or French; a UAE driving licence is required. Experience in Dubai real estate is a plus but not essential: we train.",
  "content.careerPage.opening.pm.title": "Property Management Specialist",
  "content.careerPage.opening.pm.type": "Full time · Business Bay office",
  "content.careerPage.opening.pm.body":
    "Look after a portfolio of apartments and villas for overseas owners: tenancy renewals and Ejari, rent collection, maintenance with trusted contractors, and monthly owner reports. Two years in property or facilities management in the UAE preferred.",
  "content.careerPage.applyFor": "Apply for this role",
  "content.careerPage.contactTitle": "Questions before you apply?",
  "content.careerPage.contactBody": "Call or write to us; our office manager will answer.",
  "content.careerPage.feedbackTitle": "Your feedback matters",
  "content.careerPage.feedbackBody":
    "We read every application and answer every candidate, whether or not we move forward. If anything about our hiring process could be clearer or fairer, tell us at {email}: we use what candidates tell us to improve it.",
  "content.careerPage.agentOption": "Real Estate Agent",
  "content.careerPage.pmOption": "Property Management Specialist",
} as const;
