# Keywords become their own token kinds; soft keywords stay identifiers.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

# CHECK: [[@LINE+1]]:1-[[@LINE+1]]:4 def 'def'
def match_case(_x1, café):
    # CHECK: [[@LINE-1]]:5-[[@LINE-1]]:15 identifier 'match_case'
    # CHECK: [[@LINE-2]]:16-[[@LINE-2]]:19 identifier '_x1'
    # CHECK: [[@LINE-3]]:21-[[@LINE-3]]:25 identifier 'café'
    return not None
    # CHECK: [[@LINE-1]]:5-[[@LINE-1]]:11 return 'return'
    # CHECK: [[@LINE-2]]:12-[[@LINE-2]]:15 not 'not'
    # CHECK: [[@LINE-3]]:16-[[@LINE-3]]:20 None 'None'
