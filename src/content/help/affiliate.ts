import type { HelpCategory } from '@/content/schema';
import { site } from '@/content/site';

export const affiliateCategory: HelpCategory = {
  id: 'affiliate',
  title: 'Affiliate Program',
  description: 'Earning by recommending BaseBots: referral links, the Affiliate Portal and VIP client referrals.',
  topics: [
    {
      id: 'affiliate-program',
      title: 'How the affiliate program works',
      content: [
        `The affiliate program rewards you for bringing new customers to ${site.brand}. You share your personal referral link; when someone signs up through it, the referral is credited to you.`,
        'You can also refer clients for premium VIP setup, which is handled separately through VIP Client Referrals.',
        'The current terms and rewards are on Pricing > Affiliate Program, shown to affiliate and influencer visitors. Your links and referrals live in the Affiliate Portal.',
      ].join('\n\n'),
      examples: [
        'A marketing consultant shares a referral link in their newsletter.',
        'An influencer mentions BaseBots in a video and puts the link in the description.',
        'Choose "affiliate" in the navigation guide to see the affiliate pages.',
      ],
      relatedTopics: ['referral-links', 'affiliate-portal', 'vip-client-referrals'],
    },
    {
      id: 'affiliate-portal',
      title: 'Finding your way around the Affiliate Portal',
      content: [
        'The Affiliate Portal is your affiliate home. Open it at /affiliate, or after signing in through Dashboard > Affiliate Portal (/dashboard/affiliate).',
        'There you find your referral links to copy and share, and VIP Client Referrals for introducing clients who want the premium VIP setup.',
        'Search for "affiliate" to jump straight there, or follow the Affiliate Portal guided path from the search dialog.',
      ].join('\n\n'),
      examples: [
        'Go to Dashboard > Affiliate Portal and copy your referral link.',
        'Open Affiliate Portal > VIP Client Referrals to introduce a business client.',
        'Search for "referral links".',
      ],
      relatedTopics: ['referral-links', 'vip-client-referrals', 'affiliate-program'],
    },
    {
      id: 'referral-links',
      title: 'Sharing your referral links',
      content: [
        'Your referral link is a web address unique to you. Copy it from the Affiliate Portal and share it wherever your audience is: your website, newsletter, social media or video descriptions.',
        'People who arrive through your link and sign up are credited to you, so always share the link exactly as copied. Shortening it with a link shortener is fine as long as it still leads to the same address.',
        'Be open with your audience that it is a referral link. Honest recommendations convert better, and many countries and platforms require the disclosure.',
      ].join('\n\n'),
      examples: [
        'Add your referral link to your website\'s "Tools I use" page.',
        'Post the link with a short story about the BaseBot you built.',
        'Write "affiliate link" next to it in your video description.',
      ],
      relatedTopics: ['affiliate-portal', 'affiliate-program', 'vip-client-referrals'],
    },
    {
      id: 'vip-client-referrals',
      title: 'Referring a client for VIP setup',
      content: [
        "If you know a business, celebrity or influencer who wants a BaseBot built for them, refer them for VIP setup. Go to Affiliate Portal, then VIP Client Referrals, and submit the client's details.",
        'Ask the client first, and tell them a dedicated consultant will be in touch. The consultant takes it from there, and the referral is recorded in your portal.',
        'You can also reach this page from the search dialog: choose the "Refer someone to the VIP program" voice command, which shows the same directions.',
      ].join('\n\n'),
      examples: [
        'Go to Affiliate Portal > VIP Client Referrals and refer a restaurant owner.',
        'Choose "Refer someone to the VIP program" in the search dialog.',
        'Let a celebrity client know a consultant will contact them.',
      ],
      relatedTopics: ['vip-setup', 'affiliate-portal', 'affiliate-program'],
    },
  ],
};
