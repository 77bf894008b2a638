// Demo content for the fictional agency Northlight Studio: site settings, services, industries,
// portfolio, a promotion, stand-alone pages and short links, each published item with generated
// artwork (lib/demo-images.js). One draft per collection proves that drafts never reach the site.
// Plain knex query builder only, so it runs on SQLite and PostgreSQL alike; integer ids are left
// to the database and read back. `down` removes exactly these rows (by slug, url or token; the
// files by their name-derived ids) and the image files.
import {
  COVER_SIZE,
  GALLERY_SIZE,
  deleteDemoImageRows,
  demoFileId,
  insertDemoImageRows,
  removeDemoImageFiles,
  writeDemoImageFiles,
} from './lib/demo-images.js';

/**
 * Strips the indentation common to all lines, so Markdown can be indented with the code.
 * (Prettier formats templates tagged `markdown` as Markdown.)
 */
function markdown(strings, ...values) {
  const text = String.raw({ raw: strings }, ...values)
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '');
  const indent = Math.min(
    ...text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => line.match(/^ */)[0].length),
  );
  return text
    .split('\n')
    .map((line) => line.slice(indent))
    .join('\n');
}

const AGENCY = 'Northlight Studio';

const SITE_SETTINGS = {
  tagline: 'An independent design studio for brands, websites and stories people remember',
  contact_phone: '+1 (503) 555-0148',
  address: '1207 SE Alder Street, Studio 4\nPortland, OR 97214\nUnited States',
  contact_person: 'Maya Lindqvist',
  contact_person_title: 'Founder & Creative Director',
  site_url: 'http://localhost:3000',
  default_description:
    'Northlight Studio is an independent creative agency in Portland, Oregon: brand identity, websites, digital products, print, video and reputation work.',
};

const SHARE_IMAGE = {
  name: 'northlight-studio-share',
  ...COVER_SIZE,
  palette: 'ember',
  motif: 'orbits',
  title: AGENCY,
  label: 'Independent creative studio · Portland, Oregon',
  description: 'Northlight Studio: abstract orbits in ember orange on a deep plum background',
};

// ── Services: /creative-services/{url} ───────────────────────────────────────────────────────

const SERVICES = [
  {
    url: 'branding',
    name: 'Brand Identity & Strategy',
    service_class: 'branding',
    palette: 'ember',
    motif: 'blocks',
    headline: 'Brands with a point of view, built to outlast the next trend',
    summary:
      'We help founders and marketing teams work out what genuinely sets them apart, then turn it into a name, a visual identity and a voice that hold together from the first pitch deck to the hundredth product launch.',
    deliverables:
      'Discovery workshop,Brand positioning,Naming and verbal identity,Logo and visual identity,Brand guidelines,Launch toolkit',
    seo_title: 'Brand Identity & Strategy | Northlight Studio',
    seo_description:
      'Positioning, naming, logo and visual identity systems for growing companies. Strategy first, then a brand your team can use every day.',
    body: markdown`
      ## Strategy before pixels

      Every identity we design starts with listening. We interview your leadership team, a handful of customers and the people who answer the phone, and we map how your competitors talk about themselves. The result is a short positioning statement that everyone signs off before a single logo sketch exists. It saves weeks of debating colours later, because every design decision can be checked against something you already agreed on.

      ## What the work includes

      - A half-day positioning workshop with your leadership team
      - Naming and verbal identity, when a new name or tagline is needed
      - Logo, typography, colour and a flexible graphic system
      - Photography and illustration direction
      - Brand guidelines your in-house team and suppliers can actually follow
      - A launch toolkit: templates for slides, social posts and documents

      ## How long it takes

      A typical identity project runs eight to twelve weeks. Naming adds three to four weeks, mostly for trademark screening. You see work every two weeks, and we present ideas in context (on a storefront, a website header, a uniform) rather than on an empty white page.

      ## After the launch

      A brand only works if people use it. We stay on for a rollout period to answer questions, review the first pieces your team or other suppliers produce, and adjust the guidelines where real life proved them wrong. Many clients keep us on a small monthly retainer afterwards to look after the system as the company grows.
    `,
  },
  {
    url: 'web',
    name: 'Web Design & Development',
    service_class: 'web',
    palette: 'fjord',
    motif: 'grid',
    headline: 'Fast, accessible websites that your team can keep up to date',
    summary:
      'From a focused marketing site to a multilingual content platform, we design and build websites that load quickly, read well on a phone, meet accessibility standards and come with an editing experience your marketing team will not dread.',
    deliverables:
      'Content strategy,Sitemap and wireframes,Visual design,Headless CMS setup,Front-end development,Accessibility audit,Analytics and SEO setup',
    seo_title: 'Web Design & Development | Northlight Studio',
    seo_description:
      'Marketing websites and content platforms designed and built in-house: fast, accessible, search-friendly and easy to edit.',
    body: markdown`
      ## Content first

      Most website projects stall because the words arrive last. We start with them: a content audit of your current site, interviews with the people who know your customers best, and a sitemap built around the questions visitors actually ask. Wireframes follow the content, not the other way round.

      ## Design and build under one roof

      Our designers and developers sit at the same table, so what you approve in a prototype is what goes live. We build on a headless CMS with a modern front-end framework, which keeps pages fast and lets editors publish without waiting for a developer.

      - Responsive layouts tested on real phones, tablets and desktops
      - Accessibility to WCAG 2.2 AA, checked with screen readers, not only tools
      - Core Web Vitals in the green before launch
      - Structured data, sitemaps and redirects so search rankings survive the move
      - Privacy-friendly analytics with a dashboard your team understands

      ## Launch and beyond

      Launch day is a checklist, not a leap of faith: redirects are mapped, forms tested end to end and editors trained. For the first month we monitor performance and errors daily. After that, you can take the site in-house with full documentation, or keep us on a care plan for updates, security patches and a few hours of design time every month.

      ## Typical timeline

      A marketing site of twenty to forty pages takes ten to fourteen weeks from kick-off to launch.
    `,
  },
  {
    url: 'digital',
    name: 'Digital Product Design',
    service_class: 'digital',
    palette: 'aurora',
    motif: 'orbits',
    headline: 'Apps and portals that people learn in minutes and keep using',
    summary:
      'We design web applications, customer portals and mobile apps with the people who will use them: research, prototypes tested with real users, and a design system your engineers can build from without guesswork.',
    deliverables:
      'User research,Journey mapping,Interactive prototypes,Usability testing,UI design,Design system,Developer handoff',
    seo_title: 'Digital Product Design: Apps and Portals | Northlight Studio',
    seo_description:
      'UX research, prototyping and interface design for web apps, customer portals and mobile apps, with a design system your developers can build from.',
    body: markdown`
      ## Start with the people who will use it

      Good product design is mostly careful listening. Before we draw screens we talk to the people who will use the product every day, watch how they work today and write down where they lose time. Those findings become a short list of jobs the product has to do well, and a shared reference for every design decision that follows.

      ## Prototype, test, repeat

      We move quickly from sketches to clickable prototypes and put them in front of real users every other week. Five sessions per round are usually enough to reveal the biggest problems. You watch the recordings with us, so nobody has to take our word for what works.

      - Discovery interviews and contextual research
      - Journey maps and service blueprints
      - Clickable prototypes in Figma
      - Moderated and unmoderated usability tests
      - Interface design for web, iOS and Android

      ## A design system, not a pile of screens

      The final deliverable is a component library with documented states, spacing and accessibility notes, mirrored by tokens your engineers can import. New features then take days instead of weeks, and the product stays consistent long after our engagement ends.

      ## Working with your engineers

      We join your sprint rituals, review pull requests for visual details and answer questions in your own chat channels. Handoff is a conversation, not a folder of files sent over the wall.
    `,
  },
  {
    url: 'print',
    name: 'Print & Packaging Design',
    service_class: 'print',
    palette: 'dune',
    motif: 'arches',
    headline: 'Things people can hold, open, keep and pass on',
    summary:
      'Packaging, publications, signage and marketing materials designed with the press in mind. We choose papers and finishes with you, prepare files that printers love and check proofs on press when it matters.',
    deliverables:
      'Packaging systems,Dielines and mock-ups,Brochures and catalogues,Annual publications,Signage and wayfinding,Print management',
    seo_title: 'Print & Packaging Design | Northlight Studio',
    seo_description:
      'Packaging, publications, signage and marketing materials with press-ready files, sustainable paper choices and on-press quality checks.',
    body: markdown`
      ## Design that survives the press

      Print is unforgiving: a colour that glows on screen can turn muddy on uncoated stock, and a fold in the wrong place breaks a headline in half. Our designers have years of pre-press experience, so layouts are built for the paper, the binding and the press from the first draft.

      ## What we design

      - Packaging systems, from a single label to a full product range
      - Catalogues, brochures, menus and magazines
      - Annual reports and impact reports in print
      - Signage, wayfinding and environmental graphics
      - Stationery, business cards and event materials

      ## Materials and sustainability

      We help you choose recycled and FSC-certified papers, vegetable-based inks and mono-material packaging that can actually be recycled where your customers live. We present physical samples rather than descriptions, because the feel of a paper often decides more than its spec sheet.

      ## From file to finished piece

      Every job ships with press-ready PDFs, dielines checked against physical mock-ups and a clear specification for the printer. On request we manage the print process for you: we collect quotes from trusted local printers, approve hard proofs and attend press checks for colour-critical work.

      ## Timelines

      A brochure or catalogue usually takes four to six weeks from brief to print-ready files. Packaging ranges take eight to twelve weeks, including structural mock-ups and a round of shelf testing with real products.
    `,
  },
  {
    url: 'video',
    name: 'Video & Audio Production',
    service_class: 'video',
    palette: 'plum',
    motif: 'rays',
    headline: 'Films, motion and sound that tell your story in the time people give you',
    summary:
      'Brand films, product demos, motion graphics and podcasts, produced by a small crew that plans carefully and shoots efficiently. Every project is delivered in the formats each channel needs, from a cinema screen to a vertical social clip.',
    deliverables:
      'Creative treatment,Scriptwriting,Storyboards,Filming and direction,Motion graphics,Editing and colour grading,Sound design and mixing,Podcast production',
    seo_title: 'Video & Audio Production | Northlight Studio',
    seo_description:
      'Brand films, product demos, motion graphics and podcasts, from script to final mix, delivered in every format your channels need.',
    body: markdown`
      ## Story first, then the camera

      Good video starts long before anyone presses record. We begin with a creative treatment: who the film is for, what they should feel and remember, and where they will watch it. A ninety-second brand film for your homepage and a fifteen-second clip for social media need very different stories, even when they share the same footage.

      ## What we produce

      - Brand films and documentary-style customer stories
      - Product demos and explainer videos
      - Motion graphics and animated data stories
      - Event coverage and conference highlights
      - Podcasts, voice-over and sound design

      ## A small crew that moves fast

      Our core crew of director, camera operator and sound recordist keeps shoots nimble and unobtrusive, which matters in a hospital ward or a busy kitchen. For bigger productions we bring in trusted freelancers for lighting, drone work and casting.

      ## Post-production in-house

      Editing, colour grading, motion design and the final sound mix all happen in our studio. You review cuts in the browser and leave comments on the exact frame, so feedback rounds are quick and nothing gets lost in an email thread.

      ## Delivered for every channel

      Each project ships with the master film plus the cut-downs, aspect ratios and caption files your channels need, ready to upload. A typical brand film takes five to seven weeks from treatment to final delivery.
    `,
  },
  {
    url: 'corporate',
    name: 'Corporate & Data Design',
    service_class: 'corporate',
    palette: 'glacier',
    motif: 'grid',
    headline: 'Numbers made clear, reports made readable, stands made memorable',
    summary:
      'Annual reports, presentations, dashboards, data visualisation and exhibition stands for organisations that need to explain complex things to busy people, clearly and without spin.',
    deliverables:
      'Annual and impact reports,Presentation templates,Data visualisation,Dashboard design,Exhibition stands,Infographics',
    seo_title: 'Corporate & Data Design | Northlight Studio',
    seo_description:
      'Annual reports, investor presentations, dashboards, infographics and exhibition stands that make complex information clear and credible.',
    body: markdown`
      ## Clarity is a design decision

      Corporate communication often fails not because the information is wrong but because nobody can find it. We work with finance, communications and data teams to decide what each reader needs to know first, then design the page, the slide or the screen around that single message.

      ## What we design

      - Annual reports and sustainability or impact reports, in print and online
      - Investor and sales presentations, plus templates your team can reuse
      - Dashboards for internal reporting and customer-facing analytics
      - Data visualisations and interactive charts for the web
      - Exhibition stands, event graphics and conference materials

      ## Honest charts

      We follow a few simple rules: axes start where they should, colours carry meaning rather than decoration, and every chart has a headline that states the finding in plain words. When the data is uncertain we show it, because readers trust organisations that admit what they do not know.

      ## Built to be reused

      Reports and presentations come with documented templates, chart styles and a small library of icons, so next year's edition takes half the time. Dashboards are delivered as a component specification your developers or BI team can implement in the tools you already use.

      ## Timelines

      An annual report takes eight to ten weeks from content plan to print. A presentation template with twenty master slides takes about three weeks, and an exhibition stand six to eight weeks including production.
    `,
  },
  {
    url: 'reputation',
    name: 'Reputation Management',
    service_class: 'social',
    palette: 'lagoon',
    motif: 'waves',
    headline: 'What people say about you, handled with care and a plan',
    summary:
      'Review management, social media monitoring and crisis communication for organisations that want to be trusted. We help you listen, respond in your own voice and fix the problems behind the complaints.',
    deliverables:
      'Reputation audit,Monitoring setup,Review response playbook,Social media management,Crisis communication plan,Monthly reporting',
    seo_title: 'Reputation Management & Social Media | Northlight Studio',
    seo_description:
      'Review management, social listening and crisis communication that protect your reputation and turn criticism into better service.',
    body: markdown`
      ## Listen first

      Your reputation is built in places you do not control: review sites, social media, forums and local news. We start with an audit of what people are saying, where and how often, and we set up monitoring so that new mentions reach the right person on your team within hours, not weeks.

      ## Respond in your own voice

      Generic, copy-pasted replies make things worse. We write a response playbook with your team: tone of voice, example answers for the most common situations, and clear rules for when to reply publicly, when to move the conversation to a private channel and when to escalate.

      - Reputation audit across review platforms and social channels
      - Monitoring and alerting for your brand, products and key people
      - Review response playbook and team training
      - Ongoing social media and community management
      - Monthly reports with trends, not just numbers

      ## When things go wrong

      A crisis is the worst time to write a plan. We prepare one with you in advance: who decides, who speaks, which holding statements are ready, and how you keep staff informed. If a crisis does happen, our team is on call to help you respond quickly and honestly.

      ## Fix the cause

      Complaints are free research. Every quarter we bring the recurring themes from reviews and comments back to your operations team, because the most effective reputation management is fixing the things customers keep telling you about.
    `,
  },
  {
    url: 'consulting',
    name: 'Creative Consulting',
    service_class: 'consulting',
    palette: 'sage',
    motif: 'arches',
    headline: 'An experienced outside eye for your in-house team',
    summary:
      'Creative direction, design audits and project guidance for companies that have their own designers and marketers but want senior advice on a decision, a review of their work or help shaping a brief.',
    deliverables:
      'Creative direction,Design and communication audits,Brief writing,Agency selection support,Team workshops,Mentoring sessions',
    seo_title: 'Creative Consulting & Creative Direction | Northlight Studio',
    seo_description:
      'Senior creative direction, design audits, brief writing and mentoring for in-house teams who want an experienced outside perspective.',
    body: markdown`
      ## When you do not need a whole agency

      Many of our clients have capable in-house teams. What they sometimes miss is time to step back, or a senior perspective on a decision with long consequences: a rebrand, a replatforming, a campaign that has to land. Creative consulting gives you that perspective without handing the work itself to an outside team.

      ## How we help

      - Creative direction for a campaign or launch your team produces
      - Audits of your brand, website or communication, with a prioritised list of fixes
      - Writing or reviewing a brief before you send it to agencies
      - Support in choosing an agency: shortlist, pitch process and evaluation
      - Workshops on positioning, tone of voice or design critique
      - Regular mentoring sessions for junior and mid-level designers

      ## Flexible formats

      Engagements range from a single two-hour review to a few days a month over a year. We agree the scope in writing before we start, and we bill by the day or by the session, so you always know what you are paying for.

      ## What you get

      Every engagement ends with something concrete: a written audit, a finished brief, a decision memo or a recorded workshop. We are happy to point out when you do not need us, and equally happy to say when a problem is bigger than a consultation and needs a proper project.
    `,
  },
];

const DRAFT_SERVICE = {
  url: 'draft-service',
  name: 'Unreleased Service',
  service_class: 'consulting',
  headline: 'A service we are still shaping',
  summary:
    'An internal draft of a future service. It stays unpublished until the offer, pricing and case studies are ready.',
  deliverables: 'Scope to be confirmed',
  seo_title: 'Unreleased Service | Northlight Studio',
  seo_description: 'Draft service description, not yet published.',
  body: markdown`
    ## Work in progress

    This service is still being defined by the studio team. It is kept as a draft so that editors can prepare copy, pricing and examples before anything appears on the public website. Drafts are never shown to visitors, never listed on the services overview and never offered in the request form.

    ## The idea

    Several clients have asked for ongoing design support after a project ends: a few days a month from the same team, for small updates, new templates and quick campaigns. We are testing the format with two existing clients before deciding whether to offer it to everyone, and we will publish this page only if both pilots go well.

    ## Before publishing

    - Confirm the scope and the team who will deliver it
    - Add at least two case studies from completed projects
    - Agree pricing and typical timelines
    - Write the search title and description
    - Review the copy with the founder
  `,
};

// ── Industries: /industries/{slug} ───────────────────────────────────────────────────────────

const INDUSTRIES = [
  {
    slug: 'hospitality',
    name: 'Hospitality',
    palette: 'clay',
    motif: 'arches',
    headline: 'For hotels, restaurants and venues where the first impression starts online',
    summary:
      'Boutique hotels, restaurant groups and event venues trust us with brands, booking websites, menus and signage that feel as welcoming as the places themselves.',
    seo_title: 'Branding and Websites for Hospitality | Northlight Studio',
    seo_description:
      'Brand identities, booking websites, menus, signage and video for independent hotels, restaurants and event venues.',
    body: markdown`
      ## Hospitality is personal

      Guests choose a hotel or a restaurant for how it makes them feel, and that feeling starts on a phone screen long before they walk through the door. We help independent hotels, restaurant groups and event venues express their character consistently, from the booking page to the room key card.

      ## What we do for hospitality clients

      - Brand identities and rebrands for hotels, restaurants and bars
      - Booking-focused websites connected to your reservation system
      - Menus, wine lists and seasonal print that are easy to update
      - Signage, wayfinding and in-room materials
      - Short films and photography for social media and travel partners
      - Review management across booking and travel platforms

      ## Direct bookings matter

      Every booking that comes through a third-party platform costs a commission. We design websites that make booking direct the easiest option: clear room and table availability, honest pricing, fast mobile pages and a checkout with as few steps as possible. For Saltmarsh Kitchen, a redesigned reservation flow doubled direct table bookings within three months.

      ## We understand the rhythm of the season

      Hospitality teams are busiest when projects usually want their attention. We plan launches around your quiet months, keep meetings short and prepare templates that your staff can update themselves when the menu changes overnight.
    `,
  },
  {
    slug: 'healthcare',
    name: 'Healthcare',
    palette: 'glacier',
    motif: 'orbits',
    headline: 'Clear, calm and accessible communication for patients and clinicians',
    summary:
      'Community clinics, health-tech start-ups and care providers work with us on patient portals, wayfinding, campaigns and reports that put clarity and accessibility first.',
    seo_title: 'Design for Healthcare Providers | Northlight Studio',
    seo_description:
      'Patient portals, accessible websites, wayfinding and health campaigns for clinics, care providers and health-tech companies.',
    body: markdown`
      ## Clarity can be a matter of health

      When people read about their health they are often anxious, in a hurry or unwell. Every word and every screen has to work for them on a bad day. We design for those moments: plain language, generous type, obvious next steps and accessibility built in from the start.

      ## Our healthcare work

      - Patient portals and appointment booking flows
      - Accessible websites for clinics and care providers
      - Wayfinding and signage for clinics and hospitals
      - Public health campaigns and patient information leaflets
      - Impact and annual reports for health nonprofits
      - Product design for health-tech start-ups

      ## Designing with patients and staff

      We involve patients, carers, nurses and reception staff in research and testing. They know where the current system fails better than anyone. For Meridian Community Health, sessions with front-desk staff revealed that half of all phone calls were about rescheduling, which shaped the whole patient portal.

      ## Compliance without compromise

      We are familiar with the privacy, security and accessibility requirements that healthcare organisations work under, and we work closely with your compliance and IT teams. Accessibility is tested against WCAG 2.2 AA with real assistive technology users, not only automated checkers.

      ## Calm by design

      Healthcare brands do not need to be clinical. Warm colours, friendly photography and a human tone of voice make people feel looked after, and that helps them take the next step.
    `,
  },
  {
    slug: 'technology-saas',
    name: 'Technology & SaaS',
    palette: 'aurora',
    motif: 'grid',
    headline: 'Explaining complex products simply, and making them a pleasure to use',
    summary:
      'Software companies from seed stage to scale-up work with us on product design, launch websites, demo videos and data-heavy dashboards that make complex products feel simple.',
    seo_title: 'Design for Technology and SaaS Companies | Northlight Studio',
    seo_description:
      'Product design, launch websites, demo films and dashboards for software companies, from seed-stage start-ups to growing scale-ups.',
    body: markdown`
      ## Complex products, simple stories

      Software companies often know their product so well that they forget how it looks to a newcomer. We help you find the one sentence that explains what you do, and then design the website, the demo and the onboarding around it.

      ## What we do for technology companies

      - Product design for web apps, dashboards and admin tools
      - Marketing websites built for product launches and fast iteration
      - Product demo films and animated explainers
      - Design systems shared by product and marketing teams
      - Pitch decks and investor presentations
      - Brand identities for start-ups preparing to scale

      ## Built for teams that ship every week

      We work in your rhythm: short cycles, shared backlogs and design reviews in your own tools. Our designers are comfortable with component libraries, feature flags and A/B tests, and our developers can work inside your existing codebase when a separate marketing stack does not make sense.

      ## Measured outcomes

      We agree on metrics at the start of every engagement, whether that is trial sign-ups, activation rate or time to first value. For Orbitly, the relaunched website raised trial sign-ups by 38 percent in the first quarter, and the new onboarding cut support tickets from new users by almost a third.

      ## From seed to scale

      Early-stage teams get a lean brand and website that can grow with them. Scale-ups get the systems, documentation and governance that keep a growing product consistent.
    `,
  },
  {
    slug: 'education',
    name: 'Education',
    palette: 'moss',
    motif: 'waves',
    headline: 'For schools, colleges and learning platforms that want to be understood',
    summary:
      'Colleges, schools and education start-ups work with us on identities, prospectuses, admissions websites and learning products that speak to students and parents alike.',
    seo_title: 'Branding and Design for Education | Northlight Studio',
    seo_description:
      'Identities, prospectuses, admissions websites and learning products for colleges, schools and education start-ups.',
    body: markdown`
      ## Many audiences, one voice

      Education marketing has to speak to sixteen-year-olds, their parents, teachers, alumni and funders at the same time, often on the same page. We help schools and colleges find a voice that is honest and warm enough for all of them, and a visual identity flexible enough for a prospectus, a sports kit and an accessibility statement.

      ## Our education work

      - Identities and rebrands for colleges, schools and academies
      - Prospectuses and course guides in print and online
      - Admissions websites with clear course search and application paths
      - Open day campaigns, signage and event materials
      - Learning platforms and course interfaces for education start-ups
      - Student recruitment videos made with real students

      ## Real students, real stories

      Stock photos of smiling students do not convince anyone. We work with your students and staff to tell true stories, and we involve them in testing websites and printed materials before they go live. They are quick to tell us when something sounds like marketing.

      ## Planned around the academic year

      Recruitment cycles set hard deadlines. We plan backwards from your open days and application windows, so the prospectus is printed and the website is live when prospective students start looking, not a month later.

      ## Accessible to everyone

      Education must be open to every learner. Our websites meet WCAG 2.2 AA, our documents are tagged for screen readers and our language is tested for readability.
    `,
  },
  {
    slug: 'retail-ecommerce',
    name: 'Retail & E-commerce',
    palette: 'citrus',
    motif: 'blocks',
    headline: 'Brands, shops and packaging that earn a place in the basket',
    summary:
      'Independent retailers and direct-to-consumer brands work with us on packaging, online shops, campaigns and review management that turn browsers into loyal customers.',
    seo_title: 'Design for Retail and E-commerce Brands | Northlight Studio',
    seo_description:
      'Packaging, online shops, campaigns and review management for independent retailers and direct-to-consumer brands.',
    body: markdown`
      ## The shelf is everywhere now

      Your product competes on a physical shelf, in a search result, in a social feed and in a marketplace listing, often all in the same afternoon. We design brands and packaging that are recognisable at every size, from a thumbnail on a phone to a display in a shop window.

      ## What we do for retail brands

      - Brand identities and packaging systems for product ranges
      - Online shops on modern e-commerce platforms
      - Product photography and short-form video
      - Seasonal campaigns across print, email and social media
      - In-store displays, signage and point-of-sale materials
      - Review and reputation management across marketplaces

      ## Shops that sell

      An online shop is a sales tool first. We focus on what moves the numbers: fast product pages, clear photography, honest delivery information and a checkout with no surprises. We test changes with real customers and measure them against conversion rate and average order value.

      ## Packaging that respects the planet

      Customers increasingly judge a brand by what ends up in their recycling bin. We design packaging that uses less material, avoids mixed plastics and still feels special to open. For Kiln & Co., the new packaging system reduced material use by 40 percent while improving how the products present on the shelf.

      ## Loyalty after the first order

      We help you keep customers after the first purchase: post-purchase emails, thoughtful unboxing, responsive review management and a brand worth recommending to friends.
    `,
  },
];

const DRAFT_INDUSTRY = {
  slug: 'draft-industry',
  name: 'Public Sector',
  headline: 'A sector page still in preparation',
  summary:
    'Draft overview of our work for public-sector organisations, kept unpublished until the case studies are approved.',
  seo_title: 'Public Sector | Northlight Studio',
  seo_description: 'Draft industry page, not yet published.',
  body: markdown`
    ## Draft

    This industry page is being prepared. Several public-sector projects are awaiting approval from the clients before they can be described publicly, and the page stays a draft until they are. Drafts are never shown on the website or listed on the industries overview.

    ## What the page will cover

    Over the past three years we have worked with city departments, a regional transit agency and two public libraries. The work ranged from accessible service websites to public information campaigns and wayfinding. The page will explain how we work within public procurement rules, accessibility regulations and the longer approval cycles typical of the sector, and show what good public-sector design can achieve for residents.

    ## To do before publishing

    - Collect client approvals for two case studies
    - Write the overview with the project leads
    - Add procurement and framework information
    - Choose an image and write the search description
  `,
};

// ── Portfolio: /creative-design-portfolio/{slug} ──────────────────────────────────────────────

const PORTFOLIO_ITEMS = [
  {
    slug: 'harbour-and-pine-rebrand',
    title: 'Harbour & Pine Hotel Rebrand',
    client: 'Harbour & Pine Hotels',
    year: 2023,
    industry: 'hospitality',
    service: 'branding',
    palette: 'fjord',
    motif: 'waves',
    summary:
      'A new identity for a family-run group of three coastal hotels, from the name on the door to the key cards, website and staff uniforms.',
    seo_title: 'Harbour & Pine Hotel Rebrand | Northlight Studio',
    seo_description:
      'How we gave a family-run group of three coastal hotels a calm, confident identity that guests recognise from booking to check-out.',
    body: markdown`
      ## The challenge

      Harbour & Pine had grown from a single inn into three coastal hotels, each with its own logo, website and tone of voice. Guests did not realise the properties belonged together, so repeat visitors rarely tried a second location, and the marketing budget was split three ways.

      ## What we did

      We spent two days at each property, talking to guests, housekeeping staff and the family that owns the group. A common thread emerged quickly: all three hotels are places where people slow down. That idea became the core of the new identity.

      - A single master brand with a distinct colour for each hotel
      - A custom wordmark inspired by hand-painted harbour signage
      - Photography direction focused on light, texture and quiet moments
      - Guidelines, key cards, menus, signage and staff uniforms
      - A shared booking website that lets guests compare all three hotels

      ## The result

      The new brand launched in spring 2023 across all three properties at once. Within a year, 22 percent of returning guests had stayed at a second Harbour & Pine hotel, up from just 6 percent, and direct bookings overtook third-party platforms for the first time.

      > "Guests now tell us they feel at home before they even arrive." — Elena Marsh, Managing Director
    `,
  },
  {
    slug: 'saltmarsh-kitchen-booking-site',
    title: 'Saltmarsh Kitchen Booking Site',
    client: 'Saltmarsh Kitchen',
    year: 2022,
    industry: 'hospitality',
    service: 'web',
    palette: 'clay',
    motif: 'blocks',
    summary:
      'A fast, mobile-first website for a seasonal seafood restaurant, with a reservation flow that doubled direct table bookings in three months.',
    seo_title: 'Saltmarsh Kitchen Restaurant Website | Northlight Studio',
    seo_description:
      'A mobile-first restaurant website with a three-step reservation flow and a menu the kitchen updates itself, doubling direct bookings.',
    body: markdown`
      ## The challenge

      Saltmarsh Kitchen changes its menu every week, depending on what the boats bring in. Their old website showed a PDF menu from the previous season, and reservations went through a third-party platform that charged a fee for every cover. Most visitors came from a phone, often standing outside the restaurant.

      ## What we did

      We designed a simple, mobile-first site around the two things people actually look for: tonight's menu and a free table.

      - A menu editor the head chef updates from a tablet in two minutes
      - A three-step reservation flow connected to their existing table system
      - Photography of the kitchen and the coast, shot over two mornings
      - Opening hours, directions and allergy information on every page
      - Pages under one second to load on a slow mobile connection

      ## The result

      Direct table bookings doubled within three months of launch, and the restaurant cut its reservation platform fees by more than half. The weekly menu is now always current, and the team reports far fewer phone calls asking what is on tonight.

      ## What we learned

      The most effective feature was the least glamorous: showing the next three available time slots directly on the home page. Fewer choices, faster decisions.
    `,
  },
  {
    slug: 'meridian-patient-portal',
    title: 'Meridian Health Patient Portal',
    client: 'Meridian Community Health',
    year: 2024,
    industry: 'healthcare',
    service: 'digital',
    palette: 'lagoon',
    motif: 'orbits',
    summary:
      'A patient portal for a network of community clinics that lets patients book, reschedule and prepare for appointments without a phone call.',
    seo_title: 'Meridian Health Patient Portal Design | Northlight Studio',
    seo_description:
      'Research-led design of an accessible patient portal for community clinics, reducing phone calls about appointments by 41 percent.',
    body: markdown`
      ## The challenge

      Meridian Community Health runs eleven clinics serving more than 60,000 patients. Reception teams spent most of their day on the phone, and half of those calls were about rescheduling appointments. An earlier portal had been abandoned by patients because it was confusing and did not work well on phones.

      ## Research with patients and staff

      We ran twenty interviews with patients of different ages and backgrounds, and spent a week shadowing reception staff. Many patients shared a phone with family members, some used screen readers, and many preferred Spanish. These findings shaped every decision.

      - Appointment booking, rescheduling and cancellation in three steps
      - Plain-language preparation notes for each type of visit
      - Full Spanish translation with a language switch on every screen
      - Designed and tested for screen readers and large text settings
      - A design system handed over to Meridian's in-house developers

      ## The result

      Six months after launch, phone calls about appointments had fallen by 41 percent, and missed appointments dropped by 18 percent thanks to reminders patients could act on directly. The portal scored 4.6 out of 5 in patient satisfaction surveys.

      ## Accessibility

      Every release was tested with patients who use assistive technology. The portal meets WCAG 2.2 AA, and Meridian now includes accessibility testing in its own release checklist.
    `,
  },
  {
    slug: 'clearwater-clinics-wayfinding',
    title: 'Clearwater Clinics Wayfinding',
    client: 'Clearwater Clinics',
    year: 2021,
    industry: 'healthcare',
    service: 'print',
    palette: 'glacier',
    motif: 'grid',
    summary:
      'A wayfinding and signage system for a four-storey outpatient centre, designed with patients who have low vision and tested on site before production.',
    seo_title: 'Clearwater Clinics Wayfinding and Signage | Northlight Studio',
    seo_description:
      'An accessible wayfinding system for a four-storey outpatient centre: colour-coded floors, tactile signs and printed visit guides.',
    body: markdown`
      ## The challenge

      Clearwater Clinics moved into a converted office building with long, identical corridors. Patients regularly got lost on the way to their appointments, arrived late and stressed, and staff spent hours each week walking people to the right room.

      ## What we did

      We walked every route in the building with patients, volunteers with low vision and the facilities team, noting every point where people hesitated. Then we designed a system built on a few strong ideas.

      - A colour and a simple symbol for each floor, repeated in lifts and stairwells
      - Large, high-contrast signs with tactile lettering and braille
      - Floor markings that lead from reception to each department
      - A printed visit guide mailed with every appointment letter
      - Temporary cardboard signs to test every position before production

      ## The result

      After installation, the share of patients arriving late to their appointment fell by a third, and staff reported that requests for directions had nearly disappeared. The visit guide has since been adopted by two other clinics in the same network.

      ## Materials

      Signs are made from recycled aluminium with replaceable inserts, so departments can move without replacing the whole system. All printed materials use recycled paper and are designed to be updated in-house.
    `,
  },
  {
    slug: 'ledgerline-launch-film',
    title: 'Ledgerline Product Launch Film',
    client: 'Ledgerline',
    year: 2024,
    industry: 'technology-saas',
    service: 'video',
    palette: 'plum',
    motif: 'rays',
    summary:
      'A ninety-second launch film and a series of short product demos for an accounting platform built for small businesses.',
    seo_title: 'Ledgerline Product Launch Film | Northlight Studio',
    seo_description:
      'A launch film and product demo series that explains small-business accounting software in ninety seconds, without jargon.',
    body: markdown`
      ## The challenge

      Ledgerline makes accounting software for small businesses, a category full of look-alike demos and stock footage of people smiling at laptops. For the launch of their new invoicing product they wanted a film that small-business owners would actually finish watching.

      ## What we did

      We built the film around three real customers: a bakery, a bicycle repair shop and a freelance architect. Each story shows one moment in the working week when invoicing gets in the way, and how the product gives that time back.

      - Creative treatment and script developed with Ledgerline's founders
      - Two shoot days on location with a four-person crew
      - Motion graphics showing the product without screen-recording clutter
      - A ninety-second launch film plus six short product demos
      - Vertical cut-downs and captions for social channels

      ## The result

      The launch film reached an average watch time of 74 seconds, far above the typical benchmark for product videos. The demo series now sits on the product pages, and Ledgerline reports that visitors who watch a demo are twice as likely to start a free trial.

      ## Behind the scenes

      We recorded the customers' own voices rather than a narrator, which made the film feel honest. The bakery owner's line about finally finishing her invoices before the morning bake became the campaign headline.
    `,
  },
  {
    slug: 'tidewise-analytics-dashboard',
    title: 'Tidewise Analytics Dashboard',
    client: 'Tidewise',
    year: 2023,
    industry: 'technology-saas',
    service: 'corporate',
    palette: 'aurora',
    motif: 'grid',
    summary:
      'A customer-facing analytics dashboard for a logistics SaaS platform, redesigned so operations managers find the one number they need in seconds.',
    seo_title: 'Tidewise Analytics Dashboard Design | Northlight Studio',
    seo_description:
      'Data visualisation and dashboard design for a logistics platform: clearer charts, faster answers and a reusable chart library.',
    body: markdown`
      ## The challenge

      Tidewise helps mid-sized companies track shipments across carriers. Their analytics dashboard showed everything at once: forty charts, six colour scales and no clear starting point. Customers exported the data to spreadsheets instead, and the sales team struggled to demo the product.

      ## What we did

      We interviewed twelve operations managers about the questions they ask every morning. Almost all of them came down to three: what is late, why, and what will it cost. The new dashboard answers those first.

      - A summary view with three headline metrics and plain-language trends
      - Drill-down views for carriers, routes and individual shipments
      - A chart library with consistent colours, scales and annotations
      - Colour-blind-safe palettes tested with affected users
      - Component specifications handed to Tidewise's front-end team

      ## The result

      Weekly active use of the dashboard grew by 56 percent in the first two months, and data exports fell by almost half. The sales team now opens every demo with the summary view.

      ## A reusable system

      The chart library has since been used for Tidewise's monthly customer reports and its annual industry benchmark publication, which we also designed.
    `,
  },
  {
    slug: 'orbitly-website-relaunch',
    title: 'Orbitly Website Relaunch',
    client: 'Orbitly',
    year: 2025,
    industry: 'technology-saas',
    service: 'web',
    palette: 'ember',
    motif: 'orbits',
    summary:
      'A new marketing website and onboarding flow for a team-scheduling app, raising trial sign-ups by 38 percent in the first quarter.',
    seo_title: 'Orbitly Website Relaunch | Northlight Studio',
    seo_description:
      'A faster, clearer marketing website and onboarding flow for a scheduling app that raised trial sign-ups by 38 percent.',
    body: markdown`
      ## The challenge

      Orbitly's scheduling app had grown far beyond its original website, which still described the product as a simple shift calendar. Pages were slow, the pricing was hard to compare and the marketing team needed a developer for every change.

      ## What we did

      We rewrote the site around the problems customers described in sales calls, rather than the feature list. Every page answers one question, and every page ends with a clear next step.

      - New messaging and information architecture based on customer interviews
      - A pricing page with a plan comparison people can read at a glance
      - Interactive product tours instead of static screenshots
      - A headless CMS so marketers can publish landing pages themselves
      - A redesigned onboarding flow for the first ten minutes in the app

      ## The result

      In the first quarter after relaunch, trial sign-ups rose by 38 percent and the share of trials that converted to paid plans grew from 14 to 19 percent. Support tickets from new users dropped by almost a third thanks to the new onboarding.

      ## Performance

      Every page scores in the green on Core Web Vitals, and the median page weight is under 400 KB. Fast pages are not just good engineering: organic search traffic grew by 27 percent within six months.
    `,
  },
  {
    slug: 'fernhill-college-prospectus',
    title: 'Fernhill College Prospectus',
    client: 'Fernhill College',
    year: 2020,
    industry: 'education',
    service: 'print',
    palette: 'moss',
    motif: 'arches',
    summary:
      'A printed prospectus and matching course guide for a sixth-form college, written with students and printed on recycled paper.',
    seo_title: 'Fernhill College Prospectus Design | Northlight Studio',
    seo_description:
      'A student-written prospectus and course guide for a sixth-form college, designed for teenagers and parents and printed on recycled paper.',
    body: markdown`
      ## The challenge

      Fernhill College's prospectus had grown to 96 pages of dense text that prospective students skimmed and parents found hard to navigate. Applications were stable, but the college wanted to reach students who had never considered sixth-form study.

      ## What we did

      We ran workshops with current students and asked them what they wished they had known before applying. Their answers became the backbone of a shorter, warmer prospectus.

      - A 48-page prospectus written with and partly by students
      - A separate course guide that is easy to update every year
      - Portrait photography of students in their own chosen spaces
      - A clear guide for parents on support, costs and timelines
      - Recycled paper, vegetable-based inks and a smaller print run

      ## The result

      Open day attendance rose by 24 percent the following autumn, and applications from first-generation students increased noticeably. The shorter format also halved the printing cost, and the separate course guide saves the team weeks of work every year.

      ## Still in use

      The editorial approach has carried over to the college's website, social media and open day materials, and students now help write the prospectus every year.
    `,
  },
  {
    slug: 'brightpath-learning-identity',
    title: 'Brightpath Learning Identity',
    client: 'Brightpath Learning',
    year: 2019,
    industry: 'education',
    service: 'branding',
    palette: 'saffron',
    motif: 'rays',
    summary:
      'Name, identity and launch materials for an online tutoring platform that connects students with qualified tutors.',
    seo_title: 'Brightpath Learning Brand Identity | Northlight Studio',
    seo_description:
      'Naming, visual identity and launch materials for an online tutoring platform, designed to earn the trust of both students and parents.',
    body: markdown`
      ## The challenge

      Two former teachers were about to launch an online tutoring platform under a working title nobody liked. They needed a name, an identity and launch materials within ten weeks, and a brand that would win the trust of parents without boring the students themselves.

      ## What we did

      We started with a short positioning sprint: interviews with parents, tutors and students, and an audit of a crowded market full of cartoon owls and graduation caps. The insight that stuck was that good tutoring is less about grades than about confidence.

      - Naming: from 300 candidates to a shortlist of five, with trademark screening
      - A wordmark and a flexible path symbol that grows with each student's progress
      - A warm, optimistic colour palette that avoids classroom clichés
      - Tone-of-voice guidelines for speaking to parents and to students
      - Launch website design, social templates and a tutor welcome kit

      ## The result

      Brightpath launched on schedule and signed up 1,200 students in its first term. Five years later the identity is still in use, and it scaled without changes when the platform added group classes and a mobile app.

      ## Looking back

      The path symbol became the heart of the product itself: students see their own path grow in the app as they complete sessions.
    `,
  },
  {
    slug: 'kiln-and-co-packaging',
    title: 'Kiln & Co. Packaging System',
    client: 'Kiln & Co.',
    year: 2022,
    industry: 'retail-ecommerce',
    service: 'print',
    palette: 'dune',
    motif: 'blocks',
    summary: 'A plastic-free packaging system for a ceramic tableware brand selling online and in independent shops.',
    seo_title: 'Kiln & Co. Packaging System | Northlight Studio',
    seo_description:
      'A plastic-free, flat-packed packaging system for a ceramics brand that cut material use by 40 percent and reduced breakage in transit.',
    body: markdown`
      ## The challenge

      Kiln & Co. makes hand-thrown tableware in a small studio. Their products were shipped in generic boxes padded with plastic foam, which did not match a brand built on craft and care, and around one order in twenty arrived broken.

      ## What we did

      We worked with a structural packaging engineer and tested dozens of mock-ups with real plates and bowls, including drop tests and trips through a courier network.

      - A family of flat-packed boxes for plates, bowls, mugs and sets
      - Moulded pulp inserts replacing all plastic foam
      - A printed band that doubles as care instructions and a gift note
      - A simple colour code for each glaze collection
      - Shelf-ready packaging for independent shops

      ## The result

      The new system uses 40 percent less material, contains no plastic and reduced breakage in transit from 5 percent to under 1 percent. Shops stock the products more readily because the boxes display well, and customers frequently share their unboxing on social media.

      ## Details

      Every box is printed in a single colour on recycled board, which keeps costs low for small production runs. The care band is printed on offcuts from the box sheets.
    `,
  },
  {
    slug: 'northfield-outfitters-reviews',
    title: 'Northfield Outfitters Review Turnaround',
    client: 'Northfield Outfitters',
    year: 2024,
    industry: 'retail-ecommerce',
    service: 'reputation',
    palette: 'lagoon',
    motif: 'waves',
    summary:
      'A review management and customer-service programme that lifted an outdoor retailer from 3.4 to 4.5 stars in twelve months.',
    seo_title: 'Northfield Outfitters Reputation Management | Northlight Studio',
    seo_description:
      'How a review response playbook, social listening and fixes to delivery problems lifted an outdoor retailer from 3.4 to 4.5 stars.',
    body: markdown`
      ## The challenge

      Northfield Outfitters sells outdoor clothing and equipment from four shops and an online store. After a difficult warehouse move, delivery delays led to a wave of negative reviews, and their average rating fell to 3.4 stars. Online sales dropped as new customers chose competitors with better ratings.

      ## What we did

      We began with an audit of more than 2,000 reviews and social media comments. Three issues accounted for most of the complaints: late deliveries, unclear return rules and unanswered messages.

      - A review response playbook and training for the customer service team
      - Monitoring and alerts across review platforms and social channels
      - Rewritten delivery and returns pages in plain language
      - A quarterly report of recurring issues for the operations team
      - A post-purchase email asking happy customers for honest reviews

      ## The result

      Within twelve months the average rating rose from 3.4 to 4.5 stars. Response time to reviews fell from weeks to under a day, and online conversion recovered to above its pre-move level.

      ## The real fix

      The most important change happened in the warehouse. Our quarterly reports showed exactly which delivery routes caused the most complaints, and Northfield changed carriers for two of them.
    `,
  },
  {
    slug: 'copperleaf-creative-direction',
    title: 'Copperleaf Roasters Creative Direction',
    client: 'Copperleaf Coffee Roasters',
    year: 2025,
    industry: 'retail-ecommerce',
    service: 'consulting',
    palette: 'saffron',
    motif: 'orbits',
    summary:
      'Creative direction and a design audit for a coffee roaster whose in-house team was launching a subscription service.',
    seo_title: 'Copperleaf Coffee Roasters Creative Direction | Northlight Studio',
    seo_description:
      'Creative direction, a brand audit and mentoring that helped a coffee roaster’s in-house team launch a subscription service.',
    body: markdown`
      ## The challenge

      Copperleaf Coffee Roasters has a talented in-house marketing team of three. They were preparing to launch a coffee subscription and wanted senior creative direction without handing the project to an agency.

      ## What we did

      We worked alongside the team for two days a month over four months, guiding the work rather than doing it for them.

      - A brand audit with a prioritised list of inconsistencies to fix
      - A creative brief for the subscription launch, written together
      - Fortnightly design critiques of the campaign work in progress
      - Guidance on photography and packaging for subscription boxes
      - Mentoring sessions for the team's junior designer

      ## The result

      The subscription launched on time, with a campaign produced entirely in-house. It gained 1,800 subscribers in the first three months, well above the target of 1,000. The team now runs its own design critiques using the format we introduced.

      ## Why it worked

      The team already knew the customers and the coffee better than any agency could. What they needed was time to step back, a clear brief and an outside eye to ask the uncomfortable questions early.
    `,
  },
];

const DRAFT_PORTFOLIO_ITEM = {
  slug: 'draft-project',
  title: 'Unreleased Project',
  client: 'Confidential client',
  year: 2025,
  industry: 'technology-saas',
  service: 'web',
  summary: 'A case study in preparation; the client has not yet approved publication.',
  seo_title: 'Unreleased Project | Northlight Studio',
  seo_description: 'Draft case study, not yet published.',
  body: markdown`
    ## In preparation

    This case study describes a project that launched recently. It stays a draft until the client has approved the text, the results and the images. Drafts are never shown in the portfolio, on industry pages or in search results.

    ## The project in brief

    A software company asked us to redesign its customer help centre and the website around it. The new help centre launched a few weeks ago, and the first results look promising: fewer support tickets and longer visits to the documentation. We want a full quarter of data before we publish any numbers, because early results can be misleading and we would rather report numbers that hold up over time.

    ## Still missing

    - Client approval of the results
    - Final screenshots of the finished work
    - A quote from the client's project lead
    - Cover and gallery images
  `,
};

// ── Promotion: /promos/2025/6/web ───────────────────────────────────────────────────────────

const PROMO = {
  year: 2025,
  month: 6,
  slug: 'web',
  service: 'web',
  title: 'Summer Web Refresh',
  headline: 'Give your website a summer refresh, and start with a free UX audit',
  summary:
    'Book a website refresh before the end of August and we will start with a free usability and performance audit of your current site, plus 15 percent off the design and build.',
  offer: 'Free UX audit and 15% off any website refresh booked by 31 August 2025',
  valid_until: '2025-08-31',
  seo_title: 'Summer Web Refresh: Free UX Audit | Northlight Studio',
  seo_description:
    'Book a website refresh by 31 August 2025 and get a free UX and performance audit plus 15% off design and development.',
  body: markdown`
    ## Why a refresh, why now

    Summer is a quieter season for many of our clients, which makes it the perfect time to fix the website problems that have been waiting all year. A refresh is not a full redesign: we keep what works, fix what does not and get you ready for the busy autumn.

    ## What is included

    Every Summer Web Refresh starts with a free audit of your current website, worth $1,500:

    - A usability review of your most important pages and journeys
    - A performance check against Core Web Vitals on real mobile devices
    - An accessibility scan with the ten most important fixes
    - A prioritised list of improvements with rough costs

    ## The refresh itself

    Based on the audit, we agree a fixed scope and price for the refresh. Typical projects include a new home page, clearer navigation, faster page templates and a tidy-up of outdated content. Most refreshes take four to six weeks, so your site is ready before September.

    ## The offer

    Book your refresh before 31 August 2025 and we will take 15 percent off the design and development fees. The audit is yours to keep, whether or not you go ahead with the refresh.

    ## How to book

    Send us a short request through the form on this page. Tell us your website address and what frustrates you most about it, and we will get back to you within one to two business days to schedule the audit.
  `,
};

// ── Stand-alone pages: /{slug} ──────────────────────────────────────────────────────────────

const PAGES = [
  {
    slug: 'home',
    title: 'Northlight Studio',
    image: { palette: 'ember', motif: 'orbits', label: 'Independent creative studio · Portland, Oregon' },
    headline: 'Brands, websites and stories that people remember',
    summary:
      'Northlight Studio is an independent creative agency in Portland, Oregon. We help ambitious organisations become clearer, more useful and easier to love, through strategy, design, technology and film.',
    seo_title: 'Northlight Studio | Independent Creative Agency in Portland',
    seo_description:
      'Northlight Studio is an independent creative agency: brand identity, web design and development, digital products, print, video and reputation management.',
    body: markdown`
      ## A small studio with a wide view

      We are a team of fourteen designers, writers, developers and filmmakers working from a converted print shop in Portland. Small enough that you work directly with the people doing the work, and experienced enough to take a brand from a first conversation to a finished website, a printed report or a launch film.

      ## What we do

      - **Brand identity and strategy**: positioning, naming and visual identity
      - **Web design and development**: fast, accessible websites your team can edit
      - **Digital product design**: apps, portals and dashboards people enjoy using
      - **Print and packaging**: things people hold, open and keep
      - **Video and audio**: brand films, product demos and podcasts
      - **Corporate and data design**: reports, presentations and clear charts
      - **Reputation management**: listening, responding and fixing the cause

      ## How we work

      Every project starts with listening: to you, your customers and the people on your front line. We share work early and often, explain our reasoning in plain language and measure the results together. No jargon, no black boxes, no surprise invoices.

      ## Who we work with

      Our clients include independent hotels, community health providers, software companies, colleges and retail brands. Some come to us for a single project; many have stayed for years.

      ## Start a conversation

      Tell us about your project in a few short steps and we will reply within one to two business days. Or simply call the studio and ask for Maya.
    `,
  },
  {
    slug: 'contact-info',
    title: 'Contact',
    headline: 'Come and say hello',
    summary:
      'Call, write or visit the studio. We reply to every message within one to two business days, and we are always happy to talk through a project before there is a brief.',
    seo_title: 'Contact Northlight Studio | Phone, Email and Studio Address',
    seo_description:
      'Contact Northlight Studio in Portland, Oregon: phone, email, studio address, opening hours and directions.',
    body: markdown`
      ## Get in touch

      The quickest way to reach us is by email at hello@northlight.studio or by phone on +1 (503) 555-0148. We read every message ourselves and reply within one to two business days.

      ## Visit the studio

      Our studio is at 1207 SE Alder Street, Studio 4, in Portland's Central Eastside. We are on the first floor of a converted print shop, five minutes' walk from the Grand Avenue streetcar stop. There is bicycle parking in the courtyard and metered street parking nearby.

      We are happy to meet in person, but please book a time first so that the right people are in the studio.

      ## Opening hours

      - Monday to Thursday: 9 am to 6 pm
      - Friday: 9 am to 4 pm
      - Weekends and public holidays: closed

      ## Starting a project

      If you already have a project in mind, the request form is the best place to begin. It takes about five minutes and asks the questions we would ask on a first call: what you need, your timeline and your budget range. You will hear from a project lead, not a sales team.

      ## Press and careers

      For press enquiries, interviews and speaking requests, please write to hello@northlight.studio with "Press" in the subject line. We do not have open positions at the moment, but we always like to hear from talented designers, writers and developers. Send us a short note and a link to your work.
    `,
  },
  {
    slug: 'creative-services',
    title: 'Creative Services',
    headline: 'Everything a brand needs, from first idea to final file',
    summary:
      'Strategy, identity, websites, products, print, film and reputation work, delivered by one team that knows how the pieces fit together.',
    seo_title: 'Creative Services: Branding, Web, Print and Video | Northlight Studio',
    seo_description:
      'Explore our creative services: brand identity, web design, digital products, print and packaging, video, corporate design, reputation and consulting.',
    body: markdown`
      ## One team, many disciplines

      Most of our projects touch more than one discipline. A rebrand needs a new website; a product launch needs a film, a landing page and a press kit; an annual report needs charts, print and an online version. Because all of these skills sit under one roof, the pieces fit together and nobody has to manage five suppliers.

      ## How to choose

      Each service below has its own page with the details: what is included, how long it usually takes and examples from our portfolio. If you are not sure which one you need, that is perfectly normal. Start with a short request and we will recommend a scope, or tell you honestly if another studio would serve you better.

      ## What every project includes

      - A named project lead who stays with you from start to finish
      - A kick-off workshop to agree goals, audiences and measures of success
      - Work in progress shared every one to two weeks
      - Clear, fixed quotes with no surprise invoices
      - Files, source documents and guidelines you own outright

      ## Working together

      We work with organisations of all sizes, from two-person start-ups to national health providers. Project budgets typically start at $20,000, and we also offer smaller audits and consulting sessions for teams who need advice rather than a full project.
    `,
  },
  {
    slug: 'industries',
    title: 'Industries',
    headline: 'Deep experience in the sectors we know best',
    summary:
      'We work across many sectors, but five of them make up most of our portfolio: hospitality, healthcare, technology and SaaS, education, and retail and e-commerce.',
    seo_title: 'Industries We Serve | Northlight Studio',
    seo_description:
      'Design for hospitality, healthcare, technology and SaaS, education and retail: sectors where we have years of experience and results.',
    body: markdown`
      ## Why sector experience matters

      Every industry has its own rules, deadlines and audiences. A hotel plans around the season, a college around the academic year and a software company around its release cycle. Healthcare has strict privacy requirements; retail lives and dies by the checkout. Knowing these constraints from the first meeting saves time and leads to better ideas.

      ## Where we have the most experience

      - **Hospitality**: hotels, restaurants and venues that want more direct bookings
      - **Healthcare**: clinics and health-tech companies that need clarity and accessibility
      - **Technology and SaaS**: software companies explaining complex products simply
      - **Education**: colleges, schools and learning platforms speaking to many audiences
      - **Retail and e-commerce**: brands competing on shelves, screens and marketplaces

      ## Fresh eyes, too

      Sector knowledge should never turn into copying what everyone else in the industry does. We often borrow ideas across sectors: the calm of a good hotel for a clinic's waiting room, or the clarity of a good dashboard for a college's course finder.

      ## Not on the list?

      We regularly work with nonprofits, cultural organisations and professional services firms as well. If your sector is not listed, tell us about your project anyway. Good design principles travel well.
    `,
  },
  {
    slug: 'industries-original',
    title: 'Industries: The Original Overview',
    headline: 'The sectors we grew up in',
    summary:
      'The first version of our industries overview, written when the studio was six people: the story of how each sector found its way into our portfolio.',
    seo_title: 'Industries We Serve: The Original Overview | Northlight Studio',
    seo_description:
      'How hospitality, healthcare, technology, education and retail became the sectors we know best: the original story of our industry work.',
    body: markdown`
      ## How it started

      Northlight Studio did not set out to specialise. Our first clients were friends and neighbours: a restaurant down the street, a local college, a software start-up two floors up. Over the years, one good project led to the next, and five sectors came to make up most of our work.

      ## Hospitality, where it began

      Our very first project was a menu and a sign for a seafood restaurant on the coast. The owner recommended us to a hotelier, who recommended us to another. Hospitality taught us that design is about how people feel, long before it is about how things look.

      ## Healthcare, where clarity matters most

      A community clinic asked us to redesign a patient leaflet that nobody could understand. That small job changed how we work: we have tested everything with real users ever since, and accessibility became a standard part of every project.

      ## Technology, where things move fast

      Software companies brought us into product design. They taught us to ship in small steps, measure what happens and never fall in love with a first idea.

      ## Education and retail

      Colleges showed us how to speak to many audiences at once. Retail brands showed us that every detail, down to the tape on a box, is part of the experience.

      ## What each sector taught us

      - Hospitality: feelings first, then looks
      - Healthcare: test everything with the people who will use it
      - Technology: ship in small steps and measure
      - Education: one voice for many audiences
      - Retail: the details are the experience

      ## What ties them together

      In every sector, the best work came from the same place: listening carefully, being honest about what we found and making things a little clearer than they were before.
    `,
  },
  {
    slug: 'creative-design-ideas',
    title: 'Creative Design Ideas',
    headline: 'Ideas we keep coming back to',
    summary:
      'A few principles and practical ideas from our studio, for anyone planning a brand, a website or a campaign. Borrow freely.',
    seo_title: 'Creative Design Ideas and Principles | Northlight Studio',
    seo_description:
      'Practical design ideas from our studio for brands, websites and campaigns: what we have learned from fifteen years of client work.',
    body: markdown`
      ## Write the headline first

      Before designing a page, a poster or a slide, write the one sentence you want people to remember. If you cannot write it, no layout will save the page. We pin this sentence above every design review.

      ## Design for the worst day

      People meet your brand when they are tired, distracted or in a hurry. Test your website on an old phone with a weak signal, read your letter as someone who is worried, and look at your sign from across the street in the rain.

      ## Fewer, better ideas

      - Pick one strong colour rather than five polite ones
      - Use two typefaces at most, and give them clear jobs
      - Cut the page in half, then see what you miss
      - Replace adjectives with facts and numbers
      - Show real people and real places whenever you can

      ## Steal from other industries

      Some of our best ideas came from outside the client's sector: a hospital waiting room inspired by hotel lobbies, a software dashboard inspired by railway departure boards, a college prospectus inspired by a travel magazine.

      ## Make it easy to say yes

      Every page, email and advert should end with one obvious next step. Not three buttons of equal weight, not a vague invitation to learn more, but one clear action that makes sense at that moment.

      ## Measure, then argue

      Opinions about design are cheap; evidence is persuasive. Agree at the start how you will know whether the work succeeded, and let the results settle the debates.
    `,
  },
  {
    slug: 'creative-partnerships',
    title: 'Creative Partnerships',
    headline: 'Better work, together',
    summary:
      'We partner with agencies, developers, nonprofits and freelancers to take on projects none of us could do as well alone.',
    seo_title: 'Creative Partnerships with Agencies and Nonprofits | Northlight Studio',
    seo_description:
      'Partner with Northlight Studio: white-label design for agencies, technical partnerships with developers and pro bono work for nonprofits.',
    body: markdown`
      ## Why we partner

      No studio is good at everything. Over the years we have built a network of trusted partners who share our standards, and we are always open to new ones. Partnerships let us take on bigger projects, bring in specialist skills and help organisations who could not otherwise afford a studio like ours.

      ## Agencies and consultancies

      Marketing, PR and management consultancies bring us in when their clients need brand, web or film work. We can work under your name or ours, join your pitches and slot into your processes.

      - White-label design and development
      - Pitch support and creative concepts
      - Overflow capacity for busy periods

      ## Technology partners

      We work with independent development teams and platform specialists on projects that need deep back-end expertise, integrations or large-scale e-commerce. We design; they engineer; the client gets one coordinated team.

      ## Nonprofits and community organisations

      Each year we dedicate around ten percent of our studio time to pro bono and reduced-rate work for nonprofits in the Portland area. Past partners include a food bank, a youth arts programme and a refugee support network.

      ## Freelancers

      Photographers, illustrators, animators, copywriters and translators: if your work shares our care for detail, we would like to hear from you. We pay on time, credit your work and treat freelancers as part of the team.

      ## Get in touch

      Tell us a little about yourself and the kind of partnership you have in mind. We reply to every enquiry within one to two business days.
    `,
  },
  {
    slug: 'creative-design-agency',
    title: 'About the Agency',
    image: { palette: 'graphite', motif: 'blocks', label: 'About Northlight Studio' },
    headline: 'An independent studio, founded on listening',
    summary:
      'Northlight Studio was founded in 2011 by Maya Lindqvist. Today we are fourteen people who care about clear ideas, careful craft and honest relationships with our clients.',
    seo_title: 'About Northlight Studio | Independent Creative Design Agency',
    seo_description:
      'Meet Northlight Studio: an independent creative design agency in Portland, Oregon, founded in 2011, with a team of fourteen.',
    body: markdown`
      ## Our story

      Maya Lindqvist founded Northlight Studio in 2011 after a decade in larger agencies, with a simple idea: clients deserve to work directly with the people doing the work. The studio began in a spare room with a single client. Today we are fourteen designers, writers, developers, strategists and filmmakers in a converted print shop in Portland's Central Eastside.

      ## What we believe

      - **Listening comes first.** The best ideas usually come from your customers and your staff.
      - **Clarity beats cleverness.** If people do not understand it, it does not work.
      - **Craft matters.** Details are where trust is won or lost.
      - **Honesty saves time.** We say what we think, including when we disagree.
      - **Results count.** We agree on goals together and measure them.

      ## How we are organised

      Every project has a named project lead and a small, stable team. We do not hand work to juniors after the pitch, and we do not outsource our core disciplines. When a project needs specialist skills, we bring in partners we know and trust, and we tell you who they are.

      ## Independent by choice

      We are owned by the people who work here. That means we can choose clients whose work we believe in, say no to projects that are not a good fit and invest in long-term relationships rather than quarterly targets.

      ## Giving back

      Around ten percent of our time goes to pro bono and reduced-rate work for local nonprofits, and we mentor design students at two Portland colleges every year.
    `,
  },
  {
    slug: 'creative-design-portfolio',
    title: 'Portfolio',
    headline: 'Selected work, and what it changed',
    summary:
      'A selection of recent projects for hotels, clinics, software companies, colleges and retail brands, each with the results it delivered.',
    seo_title: 'Creative Design Portfolio and Case Studies | Northlight Studio',
    seo_description:
      'Case studies from our creative design portfolio: brand identities, websites, patient portals, packaging, films and reports, with measurable results.',
    body: markdown`
      ## Work that made a difference

      We are proud of how our work looks, but we are prouder of what it changed. Each case study below explains the problem we were asked to solve, what we did and what happened afterwards, in numbers wherever our clients allow us to share them.

      ## What you will find here

      - Brand identities for hotels, start-ups and education providers
      - Websites and booking flows that increased direct sales
      - Patient portals and dashboards designed with their users
      - Packaging and print made with sustainable materials
      - Films and product demos people actually finish watching
      - Reputation programmes that turned reviews around

      ## Browse by sector or service

      Every project is tagged with the industry and the service it belongs to, so you can find examples close to your own situation. If you are looking for something specific that is not shown here, ask us: some of our work is covered by confidentiality agreements and can only be shared in a private conversation.

      ## The clients behind the work

      None of these projects would exist without clients who trusted us with something important to them. Many of them are happy to talk to prospective clients about what it is like to work with us. Just ask, and we will put you in touch.
    `,
  },
  {
    slug: 'scan-card',
    title: 'Nice to Meet You',
    headline: 'Thanks for scanning our card',
    summary:
      'You have just scanned a Northlight Studio business card. Save our contact details to your phone, browse our work or book a short introductory call.',
    seo_title: 'Nice to Meet You | Northlight Studio',
    seo_description:
      'Save the contact details of Northlight Studio to your phone, browse our portfolio or book a short introductory call.',
    body: markdown`
      ## Save our details

      Tap the button to add Maya Lindqvist, Founder and Creative Director, to your contacts. The card includes our phone number, email address and studio address, so you can find us again when the time is right.

      ## Who we are

      Northlight Studio is an independent creative agency in Portland, Oregon. We design brands, websites, digital products, print, films and reports for hotels, clinics, software companies, colleges and retail brands.

      ## What to do next

      - Browse the portfolio to see recent work and the results it delivered
      - Read about our services to see how we could help
      - Book a free thirty-minute introductory call
      - Send us a project request in about five minutes

      ## A quick note on privacy

      This page does not track you beyond basic, anonymous visit statistics, and scanning the card has not signed you up for anything. We will only get in touch if you contact us first.

      ## Let's keep talking

      If we met at an event, thank you for the conversation. We would be glad to continue it over coffee, in our studio or on a video call, whichever suits you best.
    `,
  },
  {
    slug: 'test',
    title: 'Layout Test',
    headline: 'A page for checking the test layout',
    summary:
      'This page shows every common content element in one place, so the team can check typography, spacing and components in the test layout before a release.',
    seo_title: 'Layout Test | Northlight Studio',
    seo_description:
      'Internal layout test page showing headings, paragraphs, lists, quotes and links, used to check the site before a release.',
    body: markdown`
      ## Why this page exists

      Before every release we open this page in the test layout and check that the core content elements still look right. It contains a little of everything editors use in real pages, written as real copy so that line lengths and word breaks are realistic.

      ## Paragraphs and links

      Body text should be comfortable to read at every screen width, with lines of roughly sixty to eighty characters. Links such as [our services](/creative-services) and [the portfolio](/creative-design-portfolio) should be clearly recognisable without relying on colour alone.

      ## Lists

      An unordered list:

      - Headings follow a clear hierarchy
      - Paragraphs keep a consistent rhythm
      - Lists are indented and easy to scan

      An ordered list:

      1. Open the page on a phone
      2. Open the page on a desktop screen
      3. Compare spacing, type sizes and alignment

      ## Quotes and emphasis

      > Good typography is invisible until it goes wrong.

      Text can contain **strong emphasis** and _light emphasis_, and both should remain readable in every theme.

      ## What to check

      Compare this page with the previous release. Any change in spacing, font size, colour or alignment should be intentional and described in the release notes.
    `,
  },
  {
    slug: 'temporary',
    title: 'Portfolio Review Week',
    image: { palette: 'citrus', motif: 'rays', label: 'Portfolio Review Week · Limited places' },
    headline: 'Free thirty-minute brand and website reviews, for one week only',
    summary:
      'During Portfolio Review Week our senior designers offer free thirty-minute reviews of your brand or website, with honest, practical advice you can act on straight away.',
    seo_title: 'Portfolio Review Week: Free Design Reviews | Northlight Studio',
    seo_description:
      'Book a free thirty-minute review of your brand or website with a senior Northlight designer during Portfolio Review Week. Places are limited.',
    body: markdown`
      ## A week of honest feedback

      Once a year we clear our calendars for a week and offer free reviews to businesses and nonprofits. You get thirty minutes with one of our senior designers or strategists, on a video call or in our studio, focused entirely on your brand or website.

      ## What we can look at

      - Your website: clarity, navigation, speed and accessibility
      - Your brand: consistency, positioning and how it compares with competitors
      - A campaign, brochure or presentation you are working on
      - A brief you are about to send to agencies

      ## How it works

      Book a slot through the form on this page and tell us what you would like us to look at. We prepare in advance, so the thirty minutes are spent on advice rather than introductions. After the call you receive a short written summary with our three most important recommendations.

      ## No strings attached

      The review is free and there is no sales pitch at the end. If you would like help putting the recommendations into practice, you are welcome to ask, but most participants simply take the advice and run with it.

      ## Limited places

      We can offer forty reviews this year, allocated in the order requests arrive. Small businesses and nonprofits get priority when places run short. This page will disappear when the week is over.
    `,
  },
  {
    slug: 'form',
    title: 'Start a Project',
    headline: 'Tell us about your project',
    summary:
      'Four short steps, about five minutes. Tell us what you have in mind, how to reach you and a little about your budget and timeline, and we will reply within one to two business days.',
    seo_title: 'Start a Project | Request a Proposal from Northlight Studio',
    seo_description:
      'Send Northlight Studio a project request in four short steps. We reply to every request within one to two business days.',
    body: markdown`
      ## How the form works

      The request form has four steps, and you can move back and forth between them before sending anything.

      1. **Project information**: the type of project and a few words about what you have in mind
      2. **Contact information**: your name, email address and, if you like, your phone number
      3. **Project details**: your budget range, timeline and how you would like to continue
      4. **Review**: check everything before you submit

      ## What happens next

      Every request is read by a project lead, not a sales team. Within one to two business days we will get back to you in the way you prefer: a call, an email or a short proposal. If your project is not a good fit for us, we will tell you honestly and, where we can, recommend someone who is.

      ## Tips for a useful request

      - Describe the problem you want to solve, not only the thing you want made
      - Mention any fixed dates, such as a launch, an event or a season
      - Share a budget range, even a rough one: it helps us suggest the right scope
      - Link to examples you like, from any industry

      ## Your information

      We only use the details you send us to respond to your request. We never sell or share them, and you can ask us to delete them at any time by emailing hello@northlight.studio.
    `,
  },
];

const DRAFT_PAGE = {
  slug: 'draft-page',
  title: 'Draft Page',
  headline: 'A page that is not ready yet',
  summary: 'An unpublished page used to prepare new content before it goes live.',
  seo_title: 'Draft Page | Northlight Studio',
  seo_description: 'Draft page, not yet published.',
  body: markdown`
    ## Not yet published

    This page is a draft. Editors use drafts to prepare new content, collect feedback and check the text before publishing it on the website. A draft page cannot be opened at its address, does not appear in the sitemap and is never linked from other pages.

    ## How drafts work

    Any editor can create a draft and share a preview with colleagues from the admin. When the page is ready, an editor changes its status to published, and it appears on the website within a minute. Pages that are no longer needed are archived rather than deleted, so their text can be reused later.

    ## Checklist before publishing

    - Proofread the copy and check every link
    - Add a share image, or rely on the site default
    - Write the search title and description
    - Ask a colleague to read the page on a phone and a desktop screen
  `,
};

// ── Short links: /{token} ───────────────────────────────────────────────────────────────────

const SHORT_LINKS = [
  {
    token: 'card',
    target: '/scan-card',
    status_code: 302,
    status: 'active',
    note: 'QR code on the back of staff business cards',
  },
  {
    token: 'web',
    target: '/creative-services/web',
    status_code: 301,
    status: 'active',
    note: 'Printed in the web services brochure',
  },
  {
    token: 'summer',
    target: '/promos/2025/6/web',
    status_code: 302,
    status: 'active',
    note: 'Summer Web Refresh flyers and email campaign, June to August 2025',
  },
  {
    token: 'old-offer',
    target: '/',
    status_code: 302,
    status: 'disabled',
    note: 'Spring 2024 offer; ended, kept so the printed link answers 404',
  },
];

// ── Images: one per published service, industry, promo and some pages; a cover and two gallery
//    images per project; the default share image. Names are stable: they derive the file ids. ──

const serviceImage = (service) => ({
  name: `service-${service.url}`,
  ...COVER_SIZE,
  palette: service.palette,
  motif: service.motif,
  title: service.name,
  label: `${AGENCY} · Services`,
  description: `Abstract artwork for the ${service.name} service`,
});

const industryImage = (industry) => ({
  name: `industry-${industry.slug}`,
  ...COVER_SIZE,
  palette: industry.palette,
  motif: industry.motif,
  title: industry.name,
  label: `${AGENCY} · Industries`,
  description: `Abstract artwork for the ${industry.name} industry page`,
});

const portfolioImages = (item) => [
  {
    name: `portfolio-${item.slug}-cover`,
    ...COVER_SIZE,
    palette: item.palette,
    motif: item.motif,
    title: item.title,
    label: `Case study · ${item.client} · ${item.year}`,
    description: `Cover artwork for the ${item.title} case study`,
  },
  {
    name: `portfolio-${item.slug}-gallery-1`,
    ...GALLERY_SIZE,
    layout: 'mockup',
    palette: item.palette,
    motif: item.motif,
    title: `${item.title}: layout detail`,
    description: `Layout mock-up from the ${item.title} project`,
  },
  {
    name: `portfolio-${item.slug}-gallery-2`,
    ...GALLERY_SIZE,
    layout: 'swatches',
    palette: item.palette,
    title: item.title,
    label: item.client,
    description: `Colour palette and type specimen from the ${item.title} project`,
  },
];

const PROMO_IMAGE = {
  name: `promo-${PROMO.year}-${PROMO.month}-${PROMO.slug}`,
  ...COVER_SIZE,
  palette: 'citrus',
  motif: 'waves',
  title: PROMO.title,
  label: 'Offer valid until 31 August 2025',
  description: 'Summer Web Refresh: warm orange waves on a sunny yellow background',
};

const pageImage = (page) => ({
  name: `page-${page.slug}`,
  ...COVER_SIZE,
  ...page.image,
  title: page.title,
  description: `Header artwork for the ${page.title} page`,
});

const IMAGES = [
  SHARE_IMAGE,
  ...SERVICES.map(serviceImage),
  ...INDUSTRIES.map(industryImage),
  ...PORTFOLIO_ITEMS.flatMap(portfolioImages),
  PROMO_IMAGE,
  ...PAGES.filter((page) => page.image).map(pageImage),
];

const fileId = (image) => demoFileId(image.name);

// ── Rows ────────────────────────────────────────────────────────────────────────────────────

const SEO_AND_COPY = ['headline', 'summary', 'body', 'seo_title', 'seo_description'];
const copyFields = (source) => Object.fromEntries(SEO_AND_COPY.map((field) => [field, source[field] ?? null]));

/** Inserts one row and returns its id: `returning` works on PostgreSQL and SQLite alike. */
async function insertReturningId(knex, table, row) {
  const [inserted] = await knex(table).insert(row).returning('id');
  return typeof inserted === 'object' ? inserted.id : inserted;
}

const serviceRow = (service, status, sort, image) => ({
  status,
  sort,
  name: service.name,
  url: service.url,
  service_class: service.service_class,
  deliverables: service.deliverables,
  image,
  ...copyFields(service),
});

const industryRow = (industry, status, sort, image) => ({
  status,
  sort,
  name: industry.name,
  slug: industry.slug,
  image,
  ...copyFields(industry),
});

const pageRow = (page, status, sort, image) => ({
  status,
  sort,
  slug: page.slug,
  title: page.title,
  image,
  ...copyFields(page),
});

export async function up(knex) {
  await knex.transaction(async (trx) => {
    await insertDemoImageRows(trx, IMAGES);

    await trx('site_settings')
      .where({ id: 1 })
      .update({ ...SITE_SETTINGS, default_share_image: fileId(SHARE_IMAGE) });

    const serviceIds = {};
    for (const [index, service] of SERVICES.entries()) {
      const row = serviceRow(service, 'published', index + 1, fileId(serviceImage(service)));
      serviceIds[service.url] = await insertReturningId(trx, 'services', row);
    }
    await trx('services').insert(serviceRow(DRAFT_SERVICE, 'draft', SERVICES.length + 1, null));

    const industryIds = {};
    for (const [index, industry] of INDUSTRIES.entries()) {
      const row = industryRow(industry, 'published', index + 1, fileId(industryImage(industry)));
      industryIds[industry.slug] = await insertReturningId(trx, 'industries', row);
    }
    await trx('industries').insert(industryRow(DRAFT_INDUSTRY, 'draft', INDUSTRIES.length + 1, null));

    const items = [
      ...PORTFOLIO_ITEMS.map((item) => ({ item, status: 'published' })),
      { item: DRAFT_PORTFOLIO_ITEM, status: 'draft' },
    ];
    for (const [index, { item, status }] of items.entries()) {
      const [cover, ...gallery] = status === 'published' ? portfolioImages(item) : [];
      const id = await insertReturningId(trx, 'portfolio_items', {
        status,
        sort: index + 1,
        title: item.title,
        slug: item.slug,
        client: item.client,
        year: item.year,
        industry: industryIds[item.industry],
        service: serviceIds[item.service],
        summary: item.summary,
        body: item.body,
        cover_image: cover ? fileId(cover) : null,
        seo_title: item.seo_title,
        seo_description: item.seo_description,
      });
      for (const [position, image] of gallery.entries()) {
        await trx('portfolio_items_files').insert({
          portfolio_items_id: id,
          directus_files_id: fileId(image),
          sort: position + 1,
        });
      }
    }

    await trx('promos').insert({
      status: 'published',
      year: PROMO.year,
      month: PROMO.month,
      slug: PROMO.slug,
      title: PROMO.title,
      offer: PROMO.offer,
      valid_until: PROMO.valid_until,
      service: serviceIds[PROMO.service],
      image: fileId(PROMO_IMAGE),
      ...copyFields(PROMO),
    });

    for (const [index, page] of PAGES.entries()) {
      await trx('pages').insert(pageRow(page, 'published', index + 1, page.image ? fileId(pageImage(page)) : null));
    }
    await trx('pages').insert(pageRow(DRAFT_PAGE, 'draft', PAGES.length + 1, null));

    await trx('short_links').insert(SHORT_LINKS);

    // Last, so that a failed write rolls the rows back (and removes the files written so far).
    writeDemoImageFiles(IMAGES);
  });
}

export async function down(knex) {
  const tokens = SHORT_LINKS.map((link) => link.token);
  const pageSlugs = [...PAGES, DRAFT_PAGE].map((page) => page.slug);
  const itemSlugs = [...PORTFOLIO_ITEMS, DRAFT_PORTFOLIO_ITEM].map((item) => item.slug);
  const industrySlugs = [...INDUSTRIES, DRAFT_INDUSTRY].map((industry) => industry.slug);
  const serviceUrls = [...SERVICES, DRAFT_SERVICE].map((service) => service.url);
  const clearedSettings = Object.fromEntries(Object.keys(SITE_SETTINGS).map((field) => [field, null]));

  await knex.transaction(async (trx) => {
    await trx('short_links').whereIn('token', tokens).delete();
    await trx('pages').whereIn('slug', pageSlugs).delete();
    await trx('promos').where({ year: PROMO.year, month: PROMO.month, slug: PROMO.slug }).delete();
    const itemIds = (await trx('portfolio_items').whereIn('slug', itemSlugs).select('id')).map((item) => item.id);
    await trx('portfolio_items_files').whereIn('portfolio_items_id', itemIds).delete();
    await trx('portfolio_items').whereIn('id', itemIds).delete();
    await trx('industries').whereIn('slug', industrySlugs).delete();
    await trx('services').whereIn('url', serviceUrls).delete();
    await trx('site_settings')
      .where({ id: 1 })
      .update({ ...clearedSettings, default_share_image: null });
    await deleteDemoImageRows(trx, IMAGES);
  });
  // After the commit: files are only removed once nothing refers to them any more.
  removeDemoImageFiles(IMAGES);
}
