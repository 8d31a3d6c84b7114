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
  "content.contact.orn": "Registered with the Real Estate Regulatory Agency (RERA), ORN {orn}",

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
  // ---------- /aboutUs ----------
  "content.about.metaTitle": "About us",
  "content.about.metaDescription":
    "{agency} is a Dubai real estate agency for buyers, tenants, owners and investors: honest advice, local knowledge and RERA-registered agents.",
  "content.about.eyebrow": "About us",
  "content.about.title": "Local knowledge, honest advice",
  "content.about.lead":
    "We help people buy, rent, sell and manage homes and offices across Dubai, and we would rather lose a deal than give advice we would not take ourselves.",
  "content.about.storyTitle": "Our story",
  "content.about.story1":
    "{agency} began with a simple observation: buying or renting in Dubai moves fast, and people deserve an adviser who slows down long enough to tell them the whole truth about a building, a community and a price.",
  "content.about.story2":
    "Today our agents cover the city's main communities, from Dubai Marina and Downtown to Dubai Hills Estate, Jumeirah Village Circle and the new waterfront districts. Between us we speak more than ten languages, and most of us live in the areas we sell.",
  "content.about.story3":
    "We work with first-time buyers and seasoned investors, with families relocating from abroad and with owners who need their property looked after while they are away. Whatever the budget, the approach is the same: listen first, then show only what fits.",
  "content.about.servicesTitle": "What we do",
  "content.about.service.buy.title": "Buying",
  "content.about.service.buy.body":
    "Ready apartments, villas and townhouses, with a clear view of service charges, mortgage options and transfer costs before you make an offer.",
  "content.about.service.rent.title": "Renting",
  "content.about.service.rent.body":
    "Homes and offices for rent, viewings that fit your schedule, and help with the tenancy contract, Ejari and DEWA connection.",
  "content.about.service.sell.title": "Selling and leasing",
  "content.about.service.sell.body":
    "A valuation based on real transactions, professional photography, a Trakheesi permit and qualified buyers or tenants.",
  "content.about.service.offplan.title": "Off-plan and new projects",
  "content.about.service.offplan.body":
    "Independent advice on payment plans, handover dates and developers' track records, and support at every milestone.",
  "content.about.service.manage.title": "Property management",
  "content.about.service.manage.body":
    "Rent collection, renewals, maintenance and monthly reports for owners in Dubai and abroad.",
  "content.about.service.holiday.title": "Holiday homes",
  "content.about.service.holiday.body":
    "Furnished short stays, licensed and serviced, for guests and for owners who want better yields.",
  "content.about.valuesTitle": "How we work",
  "content.about.value1.title": "The whole picture",
  "content.about.value1.body":
    "Service charges, chiller fees, noise from the road, the view that will be built out in two years: we tell you before you ask.",
  "content.about.value2.title": "Regulated and transparent",
  "content.about.value2.body":
    "Every agent is registered with RERA and every advertised listing carries its permit. Fees are agreed in writing before anything starts.",
  "content.about.value3.title": "Here after the deal",
  "content.about.value3.body":
    "Snagging, tenancy renewals, resale years later: clients stay with us because we are still answering the phone after the commission is paid.",
  "content.about.ctaTitle": "Looking for your next home or investment?",
  "content.about.ctaBody": "Tell us what you need, or meet the people who will help you.",
  "content.about.ctaContact": "Contact us",
  "content.about.ctaTeam": "Meet the team",
  "content.about.learnMore": "Learn more",

  // ---------- /team ----------
  "content.team.metaTitle": "Our team",
  "content.team.metaDescription":
    "Meet the agents of {agency}: RERA-registered property consultants in Dubai who speak your language. Call, WhatsApp or email them directly.",
  "content.team.eyebrow": "Our team",
  "content.team.title": "The people who will help you",
  "content.team.lead":
    "Every agent specialises in a few communities, so the person you speak to knows the buildings, the prices and the neighbours.",
  "content.team.languages": "Languages",
  "content.team.brn": "BRN",
  "content.team.brnLong": "Broker Registration Number",
  "content.team.call": "Call {name}",
  "content.team.callShort": "Call",
  "content.team.whatsapp": "WhatsApp {name}",
  "content.team.whatsappMessage": "Hello {name}, ",
  "content.team.email": "Email {name}",
  "content.team.emailShort": "Email",
  "content.team.photo": "Photo of {name}",
  "content.team.count":
    "{n, plural, one {# agent} other {# agents}} · {languages, plural, one {# language} other {# languages}} spoken",
  "content.team.empty.title": "Our agents will be introduced here soon",
  "content.team.empty.body":
    "Until then, our office will put you in touch with the right person for your search.",
  "content.team.empty.cta": "Contact us",
  "content.team.joinTitle": "Want to join them?",
  "content.team.joinTitleEmpty": "Want to join us?",
  "content.team.joinBody": "We are hiring agents and property management specialists.",
  "content.team.joinCta": "See our openings",
  "content.team.role.md": "Managing Director",
  "content.team.role.seniorSales": "Senior Sales Consultant",
  "content.team.role.sales": "Sales Consultant",
  "content.team.role.offplan": "Off-plan Specialist",
  "content.team.role.leasing": "Leasing Manager",
  "content.team.role.commercial": "Commercial Consultant",
  "content.team.role.holiday": "Holiday Homes Manager",
  "content.team.role.pm": "Property Management Specialist",

  // ---------- /review ----------
  "content.reviews.metaTitle": "Client reviews",
  "content.reviews.metaDescription":
    "What buyers, tenants and owners say about working with {agency} in Dubai.",
  "content.reviews.eyebrow": "Reviews",
  "content.reviews.title": "What our clients say",
  "content.reviews.lead":
    "We ask every client for feedback after a purchase, a move or a year of management. Here is some of what they told us.",
  "content.reviews.averageFrom": "Average of {count, plural, one {# review} other {# reviews}}",
  "content.reviews.rated": "Rated {rating} out of 5",
  "content.reviews.leaveTitle": "Worked with us?",
  "content.reviews.leaveBody": "We would like to hear how it went, good or bad.",
  "content.reviews.leaveCta": "Send us your feedback",
  "content.review.1.quote":
    "We were relocating from London with two children and six weeks to find a home. Layla shortlisted four villas that actually matched our school run, negotiated the rent down and sorted Ejari while we were still packing.",
  "content.review.1.name": "Emma and James R.",
  "content.review.1.context": "Rented a 4-bedroom villa in Arabian Ranches",
  "content.review.2.quote":
    "Arjun was honest that the first apartment I loved had a service charge that would eat my yield. The one I bought instead was let within ten days of handover.",
  "content.review.2.name": "Rohan S.",
  "content.review.2.context": "Bought a 1-bedroom apartment in Dubai Hills Estate",
  "content.review.3.quote":
    "Clear advice on the payment plan and on the developer's track record. Omar checked every milestone with us and was at the snagging inspection with his own checklist.",
  "content.review.3.name": "Khalid A.",
  "content.review.3.context": "Bought off-plan in Dubai Creek Harbour",
  "content.review.4.quote":
    "Sold my Marina apartment in under a month, at the price they said it would fetch. The photos were excellent and every viewing was accompanied.",
  "content.review.4.name": "Natalia V.",
  "content.review.4.context": "Sold a 2-bedroom apartment in Dubai Marina",
  "content.review.5.quote":
    "I live abroad and they manage two apartments for me. Rent arrives on time, maintenance is handled, and the monthly report tells me exactly what was spent and why.",
  "content.review.5.name": "Thomas B.",
  "content.review.5.context": "Property management client since 2021",
  "content.review.6.quote":
    "Good service overall. The move-in took a little longer than planned because of the building's paperwork, but Hannah kept us informed every day.",
  "content.review.6.name": "Aisha M.",
  "content.review.6.context": "Rented a 2-bedroom apartment in JLT",
  "content.review.7.quote":
    "Karim found us a fitted office in Business Bay with the right trade licence setup and parking for the whole team. Straightforward from start to finish.",
  "content.review.7.name": "Marc D.",
  "content.review.7.context": "Leased an office in Business Bay",
  "content.review.8.quote":
    "Our beach apartment now earns more as a holiday home than it did on a yearly lease, and guests keep leaving five-star reviews.",
  "content.review.8.name": "Li W.",
  "content.review.8.context": "Holiday home owner in JBR",
  "content.review.9.quote":
    "Responsive on WhatsApp, patient with a first-time buyer's questions, and no pressure. I would recommend them to friends and already have.",
  "content.review.9.name": "Fatima K.",
  "content.review.9.context": "First-time buyer in Jumeirah Village Circle",

  // ---------- /video ----------
  "content.video.metaTitle": "Property and area videos",
  "content.video.metaDescription":
    "Short films of Dubai communities and homes from {agency}: Dubai Marina, Downtown, Palm Jumeirah, villas and more.",
  "content.video.eyebrow": "Videos",
  "content.video.title": "See Dubai before you visit",
  "content.video.lead":
    "Short films of the communities we know best and the kind of homes you will find there. Press play to watch here on the page.",
  "content.video.demo": "Demo content: these films are illustrations made for this demo site.",
  "content.video.duration": "{seconds} seconds",
  "content.video.noSupport": "Your browser cannot play this video.",
  "content.video.download": "Download the video",
  "content.video.ctaTitle": "Want a private video tour?",
  "content.video.ctaBody":
    "For most listings our agents can walk through the home on a video call, or record a tour for you.",
  "content.video.ctaButton": "Request a video tour",
  "content.videos.marina.title": "Dubai Marina at dusk",
  "content.videos.marina.body":
    "Towers, yachts and the promenade as the lights come on: the city's favourite waterfront address.",
  "content.videos.downtown.title": "Downtown Dubai skyline",
  "content.videos.downtown.body":
    "A slow pan across the skyline around the world's tallest tower, from day into evening.",
  "content.videos.palm.title": "Palm Jumeirah from above",
  "content.videos.palm.body":
    "The fronds, the crescent and the beachfront villas of the island, seen from the air.",
  "content.videos.villa.title": "A family villa in Dubai Hills",
  "content.videos.villa.body":
    "Garden, pool and shaded terrace: a walk around the kind of villa families ask us for.",

  // ---------- /privacy ----------
  "content.privacy.metaTitle": "Privacy policy",
  "content.privacy.metaDescription":
    "How {agency} collects, uses and protects your personal information, and the choices you have.",
  "content.privacy.eyebrow": "Legal",
  "content.privacy.title": "Privacy policy",
  "content.privacy.effective": "Effective 31 May 2024",
  "content.privacy.intro":
    "This policy explains what personal information {agency} collects when you use this website or contact us, what we do with it, and how you can control it.",
  "content.privacy.toc": "On this page",
  "content.privacy.values.title": "Our Values",
  "content.privacy.values.p1":
    "Trust is the basis of every property transaction. We collect only the information we need to help you, we are open about how we use it, and we never sell it.",
  "content.privacy.values.p2":
    "We handle personal information in line with the laws of the United Arab Emirates that apply to us, and we expect the same of every partner we work with.",
  "content.privacy.collect.title": "What we collect",
  "content.privacy.collect.p1": "We collect information you give us when you:",
  "content.privacy.collect.li1":
    "send a contact, enquiry or list-your-property form: your name, email address, phone number, your message and, where relevant, details of the property;",
  "content.privacy.collect.li2":
    "apply for a job: the details in the application form and the CV you choose to attach;",
  "content.privacy.collect.li3": "subscribe to our newsletter: your email address;",
  "content.privacy.collect.li4": "call, email or message us on WhatsApp: what you choose to tell us.",
  "content.privacy.collect.p2":
    "When you browse the site we count page views per page and per day. This count does not include your IP address, does not use cookies and cannot identify you.",
  "content.privacy.use.title": "What we do with the information we gather",
  "content.privacy.use.p1": "We use your information to:",
  "content.privacy.use.li1": "answer your questions and arrange viewings, valuations and calls;",
  "content.privacy.use.li2": "prepare the documents a sale, purchase or tenancy requires;",
  "content.privacy.use.li3": "consider your job application;",
  "content.privacy.use.li4": "send the newsletter you asked for, until you unsubscribe;",
  "content.privacy.use.li5": "understand which pages are useful, so we can improve the site.",
  "content.privacy.use.p2":
    "We share information only when your request needs it, for example with a property owner or developer, a mortgage adviser you ask us to introduce, or an authority such as the Dubai Land Department when a transaction is registered, and otherwise only when the law requires it.",
  "content.privacy.security.title": "Security",
  "content.privacy.security.p1":
    "The site is served over an encrypted connection. Submissions are stored in systems only our staff can reach, after signing in; CVs are kept in a private store and are never published on the web.",
  "content.privacy.security.p2":
    "We keep enquiries for as long as we are helping you and for the period the law requires afterwards, and job applications for up to twelve months, unless you ask us to delete them sooner.",
  "content.privacy.cookies.title": "How we use cookies",
  "content.privacy.cookies.p1":
    "Visitors to this website receive no advertising or tracking cookies. Our page-view statistics work without cookies.",
  "content.privacy.cookies.p2":
    "Our staff receive one strictly necessary cookie when they sign in to the administration area, to keep their session secure. Your browser may also remember the properties you save on this device; that list stays on your device and is not sent to us.",
  "content.privacy.links.title": "Links to other websites",
  "content.privacy.links.p1":
    "Our pages link to other sites, such as WhatsApp, maps and social networks. Once you leave this website we cannot control how those sites handle your information, so please read their privacy policies.",
  "content.privacy.control.title": "Controlling your personal information",
  "content.privacy.control.p1":
    "You can ask us at any time what information we hold about you, and ask us to correct or delete it. You can unsubscribe from the newsletter by replying to any issue or by writing to us.",
  "content.privacy.control.p2": "Write to {email} or call {phone}. We answer every request within 30 days.",
  "content.privacy.changes": "We may update this policy; the date at the top shows when it last changed.",
} as const;
