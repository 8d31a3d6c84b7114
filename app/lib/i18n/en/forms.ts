/**
 * Strings of the public forms (contact, enquiry, list your property, careers, newsletter): labels,
 * hints, validation messages (the zod schemas carry these keys; the API and the pages translate
 * them), and the outcome messages.
 */
export const forms = {
  // ---------- validation (keys used as zod messages) ----------
  "forms.error.nameRequired": "Enter your full name.",
  "forms.error.nameTooLong": "Your name must be at most 200 characters.",
  "forms.error.emailRequired": "Enter your email address.",
  "forms.error.emailInvalid": "Enter a valid email address, such as name@example.com.",
  "forms.error.emailTooLong": "Your email address must be at most 320 characters.",
  "forms.error.phoneRequired": "Enter your phone number.",
  "forms.error.phoneInvalid": "Enter a phone number with 7 to 15 digits, such as +971 50 123 4567.",
  "forms.error.messageRequired": "Tell us how we can help.",
  "forms.error.messageTooLong": "Your message must be at most 5,000 characters.",
  "forms.error.locationRequired": "Enter the community or building, such as Dubai Marina.",
  "forms.error.locationTooLong": "The location must be at most 200 characters.",
  "forms.error.propertyType": "Choose residential or commercial.",
  "forms.error.listingType": "Choose what you would like to do with the property.",
  "forms.error.bedrooms": "Enter the number of bedrooms as a whole number from 0 (studio) to 50.",
  "forms.error.price": "Enter the expected price in AED as a number, without commas or letters.",
  "forms.error.propertyId": "This listing reference is not valid.",
  "forms.error.propertyNameTooLong": "The property name must be at most 200 characters.",
  "forms.error.addressTooLong": "The address must be at most 300 characters.",
  "forms.error.preferredDate": "Enter the date of the visit as yyyy-mm-dd, such as 2026-12-20.",
  "forms.error.preferredTime": "Enter the time of the visit as HH:MM on the 24-hour clock, such as 14:30.",
  "forms.error.ageRequired": "Enter your age.",
  "forms.error.age": "Enter your age in years as a whole number from 18 to 100.",
  "forms.error.positionRequired": "Choose the position you are applying for.",
  "forms.error.positionTooLong": "The position must be at most 200 characters.",
  "forms.error.status": "Choose a valid status.",
  "forms.error.text": "This value is not valid.",
  "forms.error.notUtf8": "This text has characters that could not be read. Please type it again.",
  "forms.error.cvType":
    "Your CV must be a PDF, Word (.doc) or Word (.docx) document. The file you chose is not one of these.",
  "forms.error.cvMismatch":
    "This file is really a {actual} document, but its name ends in .{ext}. Please choose the original file, or save it as {actual} with the matching ending, and try again.",
  "forms.error.cvExtension": "Your CV's file name must end in .pdf, .doc or .docx.",
  "forms.error.cvTooLarge":
    "Your CV is {size}; the limit is {max} MB. Please upload a smaller file, such as a PDF export.",
  "forms.error.cvTooLargeUnknown":
    "Your CV is larger than the {max} MB limit. Please upload a smaller file, such as a PDF export.",
  "forms.error.cvEmpty": "The file you chose is empty.",
  "forms.error.cvOneFile": "Send one CV file, in the part named cv (or CV), not both.",
  "forms.error.alreadySubscribed": "This email address is already subscribed.",

  // ---------- form chrome ----------
  "forms.requiredNote": "Fields marked with an asterisk are required.",
  "forms.optional": "optional",
  "forms.honeypot": "Leave this field empty",
  "forms.sending": "Sending…",
  "forms.uploading": "Uploading your CV: {percent}%",
  "forms.errorSummary": "There is a problem",
  "forms.errorSummaryBody": "Please check the highlighted fields:",
  "forms.failed.network":
    "We could not reach our server, so your message has not been sent yet. Check your connection and try again; what you typed is still here.",
  "forms.failed.rateLimited":
    "You have sent several forms in a short time. Please wait {seconds} seconds and try again; what you typed is still here.",
  "forms.failed.rateLimitedShort":
    "You have sent several forms in a short time. Please wait a minute and try again; what you typed is still here.",
  "forms.failed.server":
    "Something went wrong on our side and your message has not been sent. Please try again in a moment, or call us; what you typed is still here.",
  "forms.failed.tooLarge": "What you sent is too large. If you attached a CV, it must be at most {max} MB.",
  "forms.sendAnother": "Send another message",

  // ---------- shared fields ----------
  "forms.name": "Full name",
  "forms.email": "Email",
  "forms.emailHint": "We never share your address.",
  "forms.phone": "Phone or WhatsApp",
  "forms.phoneHint": "Include the country code, such as +971.",
  "forms.message": "Message",

  // ---------- contact ----------
  "forms.contact.title": "Send us a message",
  "forms.contact.messageHint": "Tell us what you are looking for: area, budget, timing.",
  "forms.contact.submit": "Send message",
  "forms.contact.success.title": "Thank you, your message has arrived.",
  "forms.contact.success.body":
    "One of our agents will reply by email or phone within one working day. If it is urgent, call or message us on WhatsApp.",

  // ---------- enquiry ----------
  "forms.enquiry.title": "Make an enquiry",
  "forms.enquiry.about": "Your enquiry is about",
  "forms.enquiry.unavailable":
    "The listing you came from is no longer available, but you can still send a general enquiry and we will suggest similar homes.",
  "forms.enquiry.messageHint": "Ask about viewings, the service charge, payment plans or anything else.",
  "forms.enquiry.messageDefault": "I would like more information about {name} in {location}.",
  "forms.enquiry.submit": "Send enquiry",
  "forms.enquiry.success.title": "Thank you, your enquiry has arrived.",
  "forms.enquiry.success.body":
    "The agent for this area will reply within one working day with details and viewing times.",

  // ---------- list your property ----------
  "forms.listProperty.title": "Tell us about your property",
  "forms.listProperty.location": "Community or building",
  "forms.listProperty.locationHint": "For example: Dubai Marina, Marina Gate 1.",
  "forms.listProperty.propertyType": "Property type",
  "forms.listProperty.type": "I would like to",
  "forms.listProperty.type.Buy": "Sell it",
  "forms.listProperty.type.Rent": "Rent it out",
  "forms.listProperty.type.HolidayHome": "Let it as a holiday home",
  "forms.listProperty.type.Commercial": "Sell or lease it (commercial)",
  "forms.listProperty.type.NewProject": "Resell an off-plan unit",
  "forms.listProperty.bedrooms": "Bedrooms",
  "forms.listProperty.bedroomsHint": "Enter 0 for a studio.",
  "forms.listProperty.price": "Expected price (AED)",
  "forms.listProperty.priceHint": "Sale price, or rent per year.",
  "forms.listProperty.messageHint": "Size, view, condition, tenancy, title deed status: anything that helps.",
  "forms.listProperty.submit": "Request a valuation",
  "forms.listProperty.success.title": "Thank you, your property details have arrived.",
  "forms.listProperty.success.body":
    "A listing specialist will call you within one working day to arrange a visit and a free valuation. Please have your title deed and Emirates ID ready.",
  "forms.select": "Choose…",

  // ---------- careers ----------
  "forms.career.title": "Apply now",
  "forms.career.age": "Age",
  "forms.career.position": "Position",
  "forms.career.messageHint": "A few lines about your experience, languages and the areas you know.",
  "forms.career.cv": "CV",
  "forms.career.cvHint": "PDF, Word .doc or .docx, up to {max} MB.",
  "forms.career.cvChosen": "Selected: {name} ({size})",
  "forms.career.submit": "Send application",
  "forms.career.success.title": "Thank you, your application has arrived.",
  "forms.career.success.body":
    "Our team reads every application. If your experience matches an opening we will contact you within two weeks to arrange an interview.",

  // ---------- statuses ----------
  "lead.status.pending": "Pending",
  "lead.status.inprogress": "In Progress",
  "lead.status.postponed": "Postponed",
  "lead.status.won": "Won",
  "lead.status.lost": "Lost",
  "lead.status.none": "None",

  // The newsletter's links (issue 23): confirming a subscription and unsubscribing.
  "newsletterLink.confirm.title": "Confirm your subscription",
  "newsletterLink.confirm.lead": "Confirm that {email} should receive our newsletter.",
  "newsletterLink.confirm.button": "Confirm subscription",
  "newsletterLink.confirmed.title": "You are subscribed",
  "newsletterLink.confirmed.body":
    "Thank you: {email} will receive our newsletter. Every issue has a link to unsubscribe in one click.",
  "newsletterLink.unsubscribe.title": "Unsubscribe from our newsletter",
  "newsletterLink.unsubscribe.lead": "Stop sending our newsletter to {email}?",
  "newsletterLink.unsubscribe.button": "Unsubscribe",
  "newsletterLink.unsubscribed.title": "You are unsubscribed",
  "newsletterLink.unsubscribed.body":
    "{email} will not receive our newsletter any more. Changed your mind? Subscribe again at the foot of any page.",
  "newsletterLink.gone.title": "This link no longer works",
  "newsletterLink.gone.body":
    "This address has left the list since the link was sent. To hear from us again, subscribe at the foot of any page.",
  "newsletterLink.invalid.title": "This link does not work",
  "newsletterLink.invalid.body":
    "It may be incomplete: open it from the email again, or copy the whole address. You can also subscribe again at the foot of any page.",
  "newsletterLink.expired.title": "This link has expired",
  "newsletterLink.expired.body":
    "{days, plural, one {Confirmation links work for # day.} other {Confirmation links work for # days.}} Subscribe again at the foot of any page and we will send a new one.",
  "newsletterLink.notListed": "This address is not on our list any more: it will not receive our newsletter.",
  "newsletterLink.home": "Go to the home page",
} as const;
