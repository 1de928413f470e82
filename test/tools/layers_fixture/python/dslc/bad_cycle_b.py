def later():
    from dslc.bad_cycle_a import bad_cycle_b
    return bad_cycle_b
