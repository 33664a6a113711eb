export interface Testimonial {
  /** First name and last initial only: reviewers agreed to be quoted, not identified. */
  name: string;
  location: string;
  text: string;
}

/** The five client testimonials of the home page carousel. */
export const testimonials: Testimonial[] = [
  {
    name: "Melissa R.",
    location: "Pearland, TX",
    text: "Our yard floods every time it storms, and two other builders just shrugged. Bayou Crest regraded the side yard, raised the equipment pad and built a pool that has now been through two hurricane seasons without a single problem.",
  },
  {
    name: "Daniel O.",
    location: "Friendswood, TX",
    text: "Seeing the 3-D view sold us on the raised spa. We moved it two feet to line up with the kitchen window before anything was dug, and now it is the first thing everyone notices when they walk in.",
  },
  {
    name: "Priya S.",
    location: "Houston, TX",
    text: "They handled our HOA submittal start to finish, including a second round of questions about the fence. We never had to chase anyone, and the crew left the driveway cleaner than they found it every day.",
  },
  {
    name: "Greg W.",
    location: "Alvin, TX",
    text: "We switched our old pool to salt and a variable-speed pump. The water feels softer, I stopped hauling chlorine jugs, and our summer electric bill dropped noticeably the first month.",
  },
  {
    name: "Angela M.",
    location: "Fort Bend County, TX",
    text: "Our technician comes every Tuesday, sends a note with the readings and spotted a failing heater valve before it quit. After the February freeze warning he came by on a Sunday to check the pump. That is service.",
  },
];
