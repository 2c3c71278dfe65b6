import type { IconProps } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import {
  ArrowRightIcon,
  BookIcon,
  ChatIcon,
  ChefHatIcon,
  HeartIcon,
  MicIcon,
  PhoneIcon,
  SearchIcon,
  UsersIcon,
} from '@/lib/icons/icons';
import type { SearchIconKey } from './search-catalogue';

const icons: Record<SearchIconKey, ComponentType<IconProps>> = {
  page: ArrowRightIcon,
  book: BookIcon,
  route: SearchIcon,
  mic: MicIcon,
  phone: PhoneIcon,
  heart: HeartIcon,
  users: UsersIcon,
  chef: ChefHatIcon,
  tag: ArrowRightIcon,
  chat: ChatIcon,
};

/** The decorative icon of a search result. */
export function ResultIcon({ icon, ...props }: { icon: SearchIconKey } & IconProps) {
  const Glyph = icons[icon];
  return <Glyph {...props} />;
}
