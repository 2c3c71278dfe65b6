/**
 * The About pages' people: what clients say and who is in the kitchen. The people are the
 * company's own characters, written to be plausible; none is a real person.
 */

export interface Testimonial {
  readonly id: string;
  readonly quote: string;
  readonly name: string;
  readonly role: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 'rosa-bakery',
    quote:
      'Half our calls were "are you open?" and "do you have gluten-free?". Our BaseBot answers those now, and we bake.',
    name: 'Rosa Delgado',
    role: 'Owner, Crumb & Co. Bakery',
  },
  {
    id: 'marcus-creator',
    quote:
      'My fans get an answer in my own voice at 3 a.m. The questions it hears tell me what my next video should be.',
    name: 'Marcus Lee',
    role: 'Fitness creator',
  },
  {
    id: 'priya-clinic',
    quote:
      'VIP setup took the work off our plate. Our consultant connected bookings in a week, and missed calls dropped by two thirds.',
    name: 'Dr. Priya Natarajan',
    role: 'Practice lead, Riverside Dental',
  },
  {
    id: 'hank-family',
    quote:
      'Dad calls Senior Connect every morning for his reminders. It is patient with him, and we get a message if he needs us.',
    name: 'Hank Olsen',
    role: 'Senior Connect family member',
  },
];

export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly bio: string;
}

export const team: readonly TeamMember[] = [
  {
    id: 'greg',
    name: 'Greg Alvarez',
    role: 'Founder and head chef',
    bio: 'Ran a restaurant phone line for ten years before building the assistant he wished he had. GregBot is named after him.',
  },
  {
    id: 'maya',
    name: 'Maya Chen',
    role: 'Creator partnerships',
    bio: 'Helps creators and influencers give their audience a voice assistant that sounds like them. MayaBot shares her approach.',
  },
  {
    id: 'theo',
    name: 'Theo Brooks',
    role: 'Business automation',
    bio: 'Works with businesses on which calls a BaseBot should take and which to keep for people. TheoBot shares his approach.',
  },
  {
    id: 'amara',
    name: 'Amara Osei',
    role: 'VIP setup lead',
    bio: 'Leads the consultants who design, connect and launch VIP clients’ BaseBots.',
  },
  {
    id: 'lena',
    name: 'Lena Fischer',
    role: 'Voice and conversation design',
    bio: 'Chooses voices, writes system prompts and tests how each BaseBot sounds on a real phone line.',
  },
  {
    id: 'sam',
    name: 'Sam Rivera',
    role: 'Support',
    bio: 'Answers the phone at the support line and turns what callers ask into the help library.',
  },
];
