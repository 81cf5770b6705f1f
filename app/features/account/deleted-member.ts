/**
 * The account that stands for every deleted member (migration 0011, decision 0022): their
 * discussions and comments are left to it, shown as by "Deleted member".
 */
export const deletedMemberId = 'deleted-member';
export const deletedMemberName = 'Deleted member';
